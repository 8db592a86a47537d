import { describe, expect, it } from 'vitest';
import { ageOf, categoriesOf } from '../../src/client/reports/board/queue-words.ts';

/** The board's queue (docs/product/reports.md, "The board's screens"). */
describe("the reports queue's words", () => {
  it('offers a kind its own categories, and each category once when no kind is chosen', () => {
    expect(categoriesOf('violation')).toEqual([
      'parking',
      'trash',
      'landscaping',
      'noise',
      'pets',
      'exterior',
      'other',
    ]);
    const both = categoriesOf('');
    expect(both.filter((c) => c === 'landscaping')).toHaveLength(1);
    expect(both.filter((c) => c === 'other')).toHaveLength(1);
    expect(both).toEqual(expect.arrayContaining(['playground', 'drainage', 'parking', 'noise']));
  });

  it('says how long a report has waited in whole days', () => {
    const now = Date.parse('2026-11-27T15:00:00Z');
    expect(ageOf('2026-11-27T09:00:00Z', now)).toBe('today');
    expect(ageOf('2026-11-26T14:00:00Z', now)).toBe('1 day');
    expect(ageOf('2026-11-15T15:00:00Z', now)).toBe('12 days');
    // A clock a little ahead of the browser's is not a negative age.
    expect(ageOf('2026-11-27T15:05:00Z', now)).toBe('today');
  });
});
