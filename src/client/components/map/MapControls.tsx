import { Minus, Plus, RotateCcw } from 'lucide-react';
import { Button } from '../ui/Button.tsx';
import { isInitial, MAP_ZOOM, type MapView } from './map-view.ts';

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
