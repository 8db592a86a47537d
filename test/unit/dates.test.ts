import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatLongDateIn,
  formatLongDateTimeIn,
  formatLongDay,
} from '../../src/shared/dates.ts';

describe('the one way dates are shown', () => {
  it('writes a stored day in the long form', () => {
    expect(formatLongDay('2026-11-26')).toBe('November 26, 2026');
    expect(formatLongDay('2030-05-01')).toBe('May 1, 2030');
    expect(formatLongDay('not a day')).toBe('not a day');
  });

  it("reads an instant on the community's day, not the UTC day", () => {
    // 17:28 Pacific on November 26 is 01:28 UTC on the 27th.
    const evening = '2026-11-27T01:28:00Z';
    expect(formatLongDateIn('America/Los_Angeles', evening)).toBe('November 26, 2026');
    expect(formatLongDateTimeIn('America/Los_Angeles', evening)).toBe('November 26, 2026, 5:28 PM');
    expect(formatLongDateTimeIn('America/Los_Angeles', '2026-11-27T08:05:00Z')).toBe(
      'November 27, 2026, 12:05 AM',
    );
    expect(formatLongDateTimeIn('Europe/Berlin', evening)).toBe('November 27, 2026, 2:28 AM');
  });

  it('writes clock times on twelve hours with a plain space', () => {
    expect(formatClock('00:00')).toBe('12:00 AM');
    expect(formatClock('12:30')).toBe('12:30 PM');
    expect(formatClock('18:05')).toBe('6:05 PM');
  });
});
