import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Minus, Plus, RotateCcw } from 'lucide-react';
import { Button } from '../ui/Button.tsx';
import { INITIAL_VIEW, isInitial, MAP_PAN_STEP, MAP_ZOOM, panBy, zoomBy, type MapView } from './map-view.ts';

// One module for the home page's map and the reports' map (the zoom and drag, the buttons, the
// map itself), so both load it as one file: the home page fetches it after its first load, and a
// second file in that fetch cost the home page bytes of its first-load budget.

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
        <Plus aria-hidden="true" size={16} /> Zoom in
      </Button>
      <Button variant="small" onClick={() => zoom(-1)} disabled={view.zoom <= MAP_ZOOM.min}>
        <Minus aria-hidden="true" size={16} /> Zoom out
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

/**
 * The community map: a static image (configurable, never a remote tile service) that can be zoomed
 * from 1x to 3x in steps of 0.25 and dragged with a mouse, a pen or a finger (pointer events), or
 * moved with the arrow keys and zoomed with + and - when it has focus.
 */
export function ZoomableMap({ src, alt }: { src: string; alt: string }) {
  const { frame, view, dragging, zoom, reset, onMapKey, pointer } = usePanZoom();

  return (
    <div className="space-y-3">
      <MapControls view={view} zoom={zoom} reset={reset} />
      <div
        ref={frame}
        tabIndex={0}
        role="group"
        aria-roledescription="map"
        aria-label="Interactive map: drag or use the arrow keys to move it; press plus or minus to zoom, 0 to reset."
        data-zoom={view.zoom}
        data-offset={`${Math.round(view.x)},${Math.round(view.y)}`}
        {...pointer}
        onKeyDown={(event) => onMapKey(event)}
        className={`relative h-[400px] touch-none select-none overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-700/50 ${
          dragging ? 'cursor-grabbing' : 'cursor-grab'
        }`}
      >
        <img
          src={src}
          alt={alt}
          width={1200}
          height={800}
          draggable={false}
          className="h-full w-full object-cover"
          style={{
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})`,
            transition: dragging ? 'none' : 'transform 150ms ease-out',
          }}
        />
      </div>
    </div>
  );
}
