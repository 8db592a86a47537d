import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/dates.ts';
import { occurrencesOf } from '../../src/shared/events/recurrence.ts';
import { demoEvents, lunarNewYear } from '../../src/server/seed/demo-events.ts';

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const month = (day: string) => Number(day.slice(5, 7));
const monthOf = (day: string) => ({ from: `${day.slice(0, 8)}01`, to: `${day.slice(0, 8)}31` });

// New Year's Day, the end of March, mid-summer, autumn, New Year's Eve and a leap day.
const TODAYS = ['2026-01-01', '2026-03-31', '2026-07-20', '2026-10-15', '2026-12-31', '2028-02-29'];

describe.each(TODAYS)('the demo calendar when today is %s', (today) => {
  const events = demoEvents(today);
  const event = (title: string) => events.find((e) => e.title === title)!;

  it('walks on Saturdays, this week included', () => {
    const walk = event('Saturday Trail Walk');
    const days = occurrencesOf(walk, {});
    expect(days.length).toBeGreaterThan(20);
    expect(days.every((day) => weekday(day) === 6)).toBe(true);
    expect(occurrencesOf(walk, { from: today, to: addDays(today, 6) })).toHaveLength(1);
  });

  it('holds the Summer Block Party in July, the next one still ahead', () => {
    const party = event('Summer Block Party');
    expect(month(party.date)).toBe(7);
    expect(weekday(party.date)).toBe(6);
    expect(party.date >= today).toBe(true);
    expect(occurrencesOf(party, {}).every((day) => month(day) === 7)).toBe(true);
  });

  it('cleans up in spring and holds the Lunar New Year potluck just after the new year', () => {
    const cleanUp = event('Spring Clean-up Day');
    expect([3, 4, 5]).toContain(month(cleanUp.date));
    expect(weekday(cleanUp.date)).toBe(6);
    const potluck = event('Lunar New Year Potluck');
    const newYear = lunarNewYear(Number(today.slice(0, 4)));
    expect(potluck.date >= newYear && potluck.date <= addDays(newYear, 6)).toBe(true);
    expect(weekday(potluck.date)).toBe(6);
  });

  it('never leaves the month on screen or the next weeks empty', () => {
    const thisMonth = events.filter((e) => occurrencesOf(e, monthOf(today)).length > 0);
    expect(thisMonth.map((e) => e.title)).toEqual(
      expect.arrayContaining(['HOA Board Meeting', 'Saturday Trail Walk']),
    );
    const nextTwoWeeks = events.filter(
      (e) => occurrencesOf(e, { from: today, to: addDays(today, 13) }).length > 0,
    );
    expect(nextTwoWeeks.length).toBeGreaterThanOrEqual(2);
    // The board meets every month of the coming year.
    expect(occurrencesOf(event('HOA Board Meeting'), { from: today, to: addDays(today, 330) })).toHaveLength(
      11,
    );
  });
});

describe('the Lunar New Year', () => {
  it.each([
    [2025, '2025-01-29'],
    [2026, '2026-02-17'],
    [2028, '2028-01-26'],
  ])('in %i is %s', (year, day) => {
    expect(lunarNewYear(year)).toBe(day);
  });
});
