import { describe, expect, it } from 'vitest';
import { nextOccurrence, occurrencesOf, previousOccurrence } from '../../src/shared/events/recurrence.ts';

describe('occurrencesOf', () => {
  it('gives a one-off event its date, inside the range only', () => {
    const event = { date: '2030-05-10', repeat: 'none', repeatUntil: null };
    expect(occurrencesOf(event)).toEqual(['2030-05-10']);
    expect(occurrencesOf(event, { from: '2030-05-10', to: '2030-05-10' })).toEqual(['2030-05-10']);
    expect(occurrencesOf(event, { from: '2030-05-11' })).toEqual([]);
    expect(occurrencesOf(event, { to: '2030-05-09' })).toEqual([]);
  });

  it('repeats weekly up to and including repeatUntil', () => {
    const event = { date: '2030-01-01', repeat: 'weekly', repeatUntil: '2030-01-29' };
    expect(occurrencesOf(event)).toEqual([
      '2030-01-01',
      '2030-01-08',
      '2030-01-15',
      '2030-01-22',
      '2030-01-29',
    ]);
    expect(occurrencesOf(event, { from: '2030-01-09', to: '2030-01-22' })).toEqual([
      '2030-01-15',
      '2030-01-22',
    ]);
  });

  it('crosses year ends and daylight-saving changes by calendar days', () => {
    const event = { date: '2030-12-24', repeat: 'weekly', repeatUntil: '2031-01-14' };
    expect(occurrencesOf(event)).toEqual(['2030-12-24', '2030-12-31', '2031-01-07', '2031-01-14']);
    const dst = { date: '2030-03-03', repeat: 'weekly', repeatUntil: '2030-03-17' };
    expect(occurrencesOf(dst)).toEqual(['2030-03-03', '2030-03-10', '2030-03-17']);
  });

  it('skips months without the day for a monthly event on the 31st (RFC 5545)', () => {
    const event = { date: '2030-01-31', repeat: 'monthly', repeatUntil: '2030-12-31' };
    expect(occurrencesOf(event)).toEqual([
      '2030-01-31',
      '2030-03-31',
      '2030-05-31',
      '2030-07-31',
      '2030-08-31',
      '2030-10-31',
      '2030-12-31',
    ]);
  });

  it('keeps a monthly event on the 30th out of February only', () => {
    const event = { date: '2030-01-30', repeat: 'monthly', repeatUntil: '2030-04-30' };
    expect(occurrencesOf(event)).toEqual(['2030-01-30', '2030-03-30', '2030-04-30']);
  });

  it('gives a yearly event on 29 February leap years only', () => {
    const event = { date: '2028-02-29', repeat: 'yearly', repeatUntil: '2036-12-31' };
    expect(occurrencesOf(event)).toEqual(['2028-02-29', '2032-02-29', '2036-02-29']);
  });

  it('repeats yearly on the same day', () => {
    const event = { date: '2030-07-04', repeat: 'yearly', repeatUntil: '2033-07-03' };
    expect(occurrencesOf(event)).toEqual(['2030-07-04', '2031-07-04', '2032-07-04']);
  });

  it('finds occurrences in a range far into a long series', () => {
    const weekly = { date: '2030-01-07', repeat: 'weekly', repeatUntil: '2039-12-31' };
    expect(occurrencesOf(weekly, { from: '2039-12-01', to: '2039-12-31' })).toEqual([
      '2039-12-05',
      '2039-12-12',
      '2039-12-19',
      '2039-12-26',
    ]);
    // Every answer is a Monday, like the first date.
    for (const day of occurrencesOf(weekly)) expect(new Date(`${day}T00:00Z`).getUTCDay()).toBe(1);
    const monthly = { date: '2030-01-31', repeat: 'monthly', repeatUntil: '2039-12-31' };
    expect(occurrencesOf(monthly, { from: '2039-02-01', to: '2039-03-31' })).toEqual(['2039-03-31']);
    expect(occurrencesOf(monthly, { from: '2039-04-01', to: '2039-04-30' })).toEqual([]);
  });

  it('returns nothing for a range that ends before the date or starts after repeatUntil', () => {
    const event = { date: '2030-01-01', repeat: 'weekly', repeatUntil: '2030-02-01' };
    expect(occurrencesOf(event, { to: '2029-12-31' })).toEqual([]);
    expect(occurrencesOf(event, { from: '2030-02-02' })).toEqual([]);
  });

  it('finds the next and the previous occurrence', () => {
    const event = { date: '2028-02-29', repeat: 'yearly', repeatUntil: '2036-12-31' };
    expect(nextOccurrence(event, '2028-03-01')).toBe('2032-02-29');
    expect(nextOccurrence(event, '2036-03-01')).toBeNull();
    expect(previousOccurrence(event, '2035-01-01')).toBe('2032-02-29');
    expect(previousOccurrence(event, '2028-02-28')).toBeNull();
  });
});
