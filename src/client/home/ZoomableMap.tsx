import { MapControls } from '../components/map/MapControls.tsx';
import { usePanZoom } from '../components/map/usePanZoom.ts';

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
