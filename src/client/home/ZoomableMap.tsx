import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Minus, Plus, RotateCcw } from 'lucide-react';
import { INITIAL_VIEW, isInitial, MAP_PAN_STEP, MAP_ZOOM, panBy, zoomBy, type MapView } from './map-view.ts';
import { Button } from '../components/ui/Button.tsx';

/**
 * The community map: a static image (configurable, never a remote tile service) that can be zoomed
 * from 1x to 3x in steps of 0.25 and dragged with a mouse, a pen or a finger (pointer events), or
 * moved with the arrow keys and zoomed with + and - when it has focus.
 */
export function ZoomableMap({ src, alt }: { src: string; alt: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const [view, setView] = useState<MapView>(INITIAL_VIEW);
  const [dragging, setDragging] = useState(false);

  const size = () => {
    const rect = frame.current?.getBoundingClientRect();
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
  };
  const zoom = (steps: number) => setView((v) => zoomBy(v, steps, size()));
  const pan = (dx: number, dy: number) => setView((v) => panBy(v, dx, dy, size()));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    drag.current = { ...start, x: event.clientX, y: event.clientY };
    pan(dx, dy);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [MAP_PAN_STEP, 0],
      ArrowRight: [-MAP_PAN_STEP, 0],
      ArrowUp: [0, MAP_PAN_STEP],
      ArrowDown: [0, -MAP_PAN_STEP],
    };
    const move = moves[event.key];
    if (move) pan(move[0], move[1]);
    else if (event.key === '+' || event.key === '=') zoom(1);
    else if (event.key === '-' || event.key === '_') zoom(-1);
    else if (event.key === '0') setView(INITIAL_VIEW);
    else return;
    event.preventDefault();
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Map controls">
        <Button variant="small" onClick={() => zoom(1)} disabled={view.zoom >= MAP_ZOOM.max}>
          <Plus aria-hidden="true" size={16} /> Zoom in
        </Button>
        <Button variant="small" onClick={() => zoom(-1)} disabled={view.zoom <= MAP_ZOOM.min}>
          <Minus aria-hidden="true" size={16} /> Zoom out
        </Button>
        <Button variant="small" onClick={() => setView(INITIAL_VIEW)} disabled={isInitial(view)}>
          <RotateCcw aria-hidden="true" size={16} /> Reset
        </Button>
        <span className="ml-auto text-sm text-slate-700" aria-live="polite">
          Zoom: {view.zoom}x
        </span>
      </div>
      <div
        ref={frame}
        tabIndex={0}
        role="group"
        aria-roledescription="map"
        aria-label="Interactive map: drag or use the arrow keys to move it; press plus or minus to zoom, 0 to reset."
        data-zoom={view.zoom}
        data-offset={`${Math.round(view.x)},${Math.round(view.y)}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onLostPointerCapture={endDrag}
        onKeyDown={onKeyDown}
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
