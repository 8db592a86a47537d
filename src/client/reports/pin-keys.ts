import type { ReportLocation } from '../../shared/reports/reports.ts';

/** How far one arrow key press moves the pin being placed, in fractions of the map (Shift: further). */
export const PIN_STEP = 0.01;
export const PIN_STEP_LARGE = 0.05;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));

/** Where an arrow key moves the pin cursor, kept on the map; null for any other key. */
export function movePinCursor(point: ReportLocation, key: string, large: boolean): ReportLocation | null {
  const arrow = ARROWS[key];
  if (!arrow) return null;
  const step = large ? PIN_STEP_LARGE : PIN_STEP;
  return { x: clamp(point.x + arrow[0] * step), y: clamp(point.y + arrow[1] * step) };
}

/** A point of the screen as fractions of the map's box (its zoom and drag included), or null off it. */
export function pointOnMap(
  clientX: number,
  clientY: number,
  box: { left: number; top: number; width: number; height: number },
): ReportLocation | null {
  if (box.width <= 0 || box.height <= 0) return null;
  const x = (clientX - box.left) / box.width;
  const y = (clientY - box.top) / box.height;
  if (x < 0 || x > 1 || y < 0 || y > 1) return null;
  return { x: clamp(x), y: clamp(y) };
}

/** The pin's place in words, for those who cannot see it. */
export function describePoint(point: ReportLocation): string {
  return `${Math.round(point.x * 100)}% from the left, ${Math.round(point.y * 100)}% from the top`;
}
