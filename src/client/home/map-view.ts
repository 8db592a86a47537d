/**
 * Map zoom and pan, kept apart from the component so the rules are plain functions: 1x to 3x in
 * quarter steps, which keeps the community map legible on a phone without losing its edges.
 */
export const MAP_ZOOM = { min: 1, max: 3, step: 0.25 } as const;
/** How far one arrow key press moves the map, in pixels. */
export const MAP_PAN_STEP = 40;

export interface MapView {
  zoom: number;
  x: number;
  y: number;
}

export const INITIAL_VIEW: MapView = { zoom: 1, x: 0, y: 0 };

/**
 * Keeps at least half of the map in the frame: the image, scaled about its centre, may move until
 * its edge reaches the middle of the frame.
 */
export function clampView(view: MapView, frame: { width: number; height: number }): MapView {
  const zoom = Math.min(MAP_ZOOM.max, Math.max(MAP_ZOOM.min, view.zoom));
  const maxX = (frame.width * zoom) / 2;
  const maxY = (frame.height * zoom) / 2;
  const clamp = (value: number, max: number) => Math.min(max, Math.max(-max, value));
  return { zoom, x: clamp(view.x, maxX), y: clamp(view.y, maxY) };
}

export function zoomBy(view: MapView, steps: number, frame: { width: number; height: number }): MapView {
  const zoom = Math.round((view.zoom + steps * MAP_ZOOM.step) / MAP_ZOOM.step) * MAP_ZOOM.step;
  return clampView({ ...view, zoom }, frame);
}

export function panBy(
  view: MapView,
  dx: number,
  dy: number,
  frame: { width: number; height: number },
): MapView {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, frame);
}

export function isInitial(view: MapView): boolean {
  return view.zoom === 1 && view.x === 0 && view.y === 0;
}
