import { describe, expect, it } from 'vitest';
import { centreOn, INITIAL_VIEW } from '../../src/client/components/map/map-view.ts';
import { photoProblem } from '../../src/client/reports/photo-checks.ts';
import { describePoint, movePinCursor, pointOnMap } from '../../src/client/reports/pin-keys.ts';
import { reopenUntil } from '../../src/client/reports/reopen.ts';

describe('placing a report pin', () => {
  it('moves the cross one step per arrow, five with Shift, and keeps it on the map', () => {
    expect(movePinCursor({ x: 0.5, y: 0.5 }, 'ArrowRight', false)).toEqual({ x: 0.51, y: 0.5 });
    expect(movePinCursor({ x: 0.5, y: 0.5 }, 'ArrowUp', true)).toEqual({ x: 0.5, y: 0.45 });
    expect(movePinCursor({ x: 0.99, y: 0.02 }, 'ArrowRight', true)).toEqual({ x: 1, y: 0.02 });
    expect(movePinCursor({ x: 0.2, y: 0.02 }, 'ArrowUp', true)).toEqual({ x: 0.2, y: 0 });
    expect(movePinCursor({ x: 0.5, y: 0.5 }, 'Enter', false)).toBeNull();
  });

  it('reads a click as fractions of the map box, zoom and drag included, and nothing off it', () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(pointOnMap(300, 100, box)).toEqual({ x: 0.5, y: 0.25 });
    expect(pointOnMap(99, 100, box)).toBeNull();
    expect(pointOnMap(300, 100, { ...box, width: 0 })).toBeNull();
  });

  it('says where the pin is in words', () => {
    expect(describePoint({ x: 0.534, y: 0.2 })).toBe('53% from the left, 20% from the top');
  });

  it('keeps a zoomed map on the cross, and leaves a whole map alone', () => {
    const frame = { width: 400, height: 200 };
    expect(centreOn(INITIAL_VIEW, { x: 0.9, y: 0.9 }, frame)).toEqual(INITIAL_VIEW);
    expect(centreOn({ zoom: 2, x: 0, y: 0 }, { x: 0.75, y: 0.25 }, frame)).toEqual({
      zoom: 2,
      x: -200,
      y: 100,
    });
  });
});

describe('photos and reopening', () => {
  const jpeg = (bytes: number) => new File([new Uint8Array(bytes)], 'a.jpg', { type: 'image/jpeg' });

  it('refuses before sending what the server would refuse', () => {
    expect(photoProblem([jpeg(10)])).toBeNull();
    expect(photoProblem(Array.from({ length: 6 }, () => jpeg(10)))).toMatch(/at most 5 photos/);
    expect(photoProblem([new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })])).toMatch(/JPEG, PNG/);
    expect(photoProblem([jpeg(11 * 1024 * 1024)])).toMatch(/at most 10 MB/);
  });

  it('offers reopening for 14 days after resolved, and only then', () => {
    const resolvedAt = '2026-11-01T12:00:00.000Z';
    expect(
      reopenUntil({ status: 'resolved', resolvedAt }, new Date('2026-11-10T00:00:00Z'))?.toISOString(),
    ).toBe('2026-11-15T12:00:00.000Z');
    expect(reopenUntil({ status: 'resolved', resolvedAt }, new Date('2026-11-16T00:00:00Z'))).toBeNull();
    expect(reopenUntil({ status: 'in_progress', resolvedAt: null })).toBeNull();
  });
});
