import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { RotateCcw, ZoomIn, ZoomOut } from 'lucide-react';
import { Button } from '../ui/Button.tsx';
import { INITIAL_VIEW, isInitial, MAP_PAN_STEP, MAP_ZOOM, panBy, zoomBy, type MapView } from './map-view.ts';

// The zoom and drag of the reports' map (src/client/reports/ReportMap.tsx), the same rules as the
// home page's map. The home page keeps its own copy (src/client/home/ZoomableMap.tsx): sharing a
// module with it adds a file to its lazy map fetch, and those bytes put the home page over its
// first-load budget (test/unit/first-load-budget.test.ts).

/** A press that moves less than this many pixels is a tap (a pin placed), not a drag. */
const TAP_SLOP = 6;

/**
 * Zoom and drag of a map image, shared by the home page's map and the reports' map: pointer
 * events (a mouse, a pen or a finger), the arrow keys to move it, + and - to zoom, 0 to reset.
 * A press that starts on a link or a button (a report's pin) is left to it, and a press that
 * barely moves is handed to `onTap` with where it landed.
 */
export function usePanZoom(onTap?: (clientX: number, clientY: number) => void) {
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; x: number; y: number; travelled: number } | null>(null);
  const [view, setView] = useState<MapView>(INITIAL_VIEW);
  const [dragging, setDragging] = useState(false);

  const size = () => {
    const rect = frame.current?.getBoundingClientRect();
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
  };
  const zoom = (steps: number) => setView((v) => zoomBy(v, steps, size()));
  const pan = (dx: number, dy: number) => setView((v) => panBy(v, dx, dy, size()));
  const reset = () => setView(INITIAL_VIEW);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    if (event.target instanceof Element && event.target.closest('a, button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, travelled: 0 };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    drag.current = {
      ...start,
      x: event.clientX,
      y: event.clientY,
      travelled: start.travelled + Math.abs(dx) + Math.abs(dy),
    };
    pan(dx, dy);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (start?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    if (event.type === 'pointerup' && start.travelled < TAP_SLOP) onTap?.(event.clientX, event.clientY);
  };

  /** The map's own keys; answers whether the key was one of them (then its default is prevented). */
  const onMapKey = (event: KeyboardEvent<HTMLElement>, keys: { arrows: boolean } = { arrows: true }) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [MAP_PAN_STEP, 0],
      ArrowRight: [-MAP_PAN_STEP, 0],
      ArrowUp: [0, MAP_PAN_STEP],
      ArrowDown: [0, -MAP_PAN_STEP],
    };
    const move = keys.arrows ? moves[event.key] : undefined;
    if (move) pan(move[0], move[1]);
    else if (event.key === '+' || event.key === '=') zoom(1);
    else if (event.key === '-' || event.key === '_') zoom(-1);
    else if (event.key === '0') reset();
    else return false;
    event.preventDefault();
    return true;
  };

  return {
    frame,
    view,
    setView,
    size,
    dragging,
    zoom,
    reset,
    onMapKey,
    pointer: {
      onPointerDown,
      onPointerMove,
      onPointerUp: endDrag,
      onPointerCancel: endDrag,
      onLostPointerCapture: endDrag,
    },
  };
}

/** Zoom in, zoom out and reset, with the zoom said aloud: the buttons above every map. */
export function MapControls({
  view,
  zoom,
  reset,
}: {
  view: MapView;
  zoom: (steps: number) => void;
  reset: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Map controls">
      <Button variant="small" onClick={() => zoom(1)} disabled={view.zoom >= MAP_ZOOM.max}>
        <ZoomIn aria-hidden="true" size={16} /> Zoom in
      </Button>
      <Button variant="small" onClick={() => zoom(-1)} disabled={view.zoom <= MAP_ZOOM.min}>
        <ZoomOut aria-hidden="true" size={16} /> Zoom out
      </Button>
      <Button variant="small" onClick={reset} disabled={isInitial(view)}>
        <RotateCcw aria-hidden="true" size={16} /> Reset
      </Button>
      <span className="ml-auto text-sm text-slate-700" aria-live="polite">
        Zoom: {view.zoom}x
      </span>
    </div>
  );
}
