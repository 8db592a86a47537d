import { beforeAll, expect, it } from 'vitest';
import ical, { type VEvent } from 'node-ical';
import { addDays, dayIn, todayIn } from '../../src/shared/dates.ts';
import { clockIn, zonedInstant } from '../../src/shared/events/times.ts';
import type { EventWithOccurrences } from '../../src/shared/events/events.ts';
import { occurrencesOf } from '../../src/shared/events/recurrence.ts';
import { TZ } from '../support/event-fixtures.ts';
import { factories } from '../support/factories.ts';
import { createCallers, describeEachEngine } from '../support/test-app.ts';

function isLeap(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

describeEachEngine('events calendar feed', (ctx) => {
  const created: EventWithOccurrences[] = [];
  let feed = '';
  let contentType = '';
  let host = '';

  beforeAll(async () => {
    const { app, config } = ctx();
    host = new URL(config.publicUrl).hostname;
    const { admin } = await createCallers(app);
    const today = todayIn(TZ);
    const year = Number(today.slice(0, 4)) + 1;
    let leapYear = year;
    while (!isLeap(leapYear)) leapYear += 1;
    // The weekly one crosses the spring daylight-saving change (second Sunday of March).
    const weeklyStart = `${year}-02-22`;
    const bodies = [
      {
        title: 'Weekly Yoga, Pilates; and more',
        description: 'Bring a mat.\nBeginners welcome; all ages, really.\\ Backslash too.',
        date: weeklyStart,
        startTime: zonedInstant(weeklyStart, '18:00', TZ),
        endTime: zonedInstant(weeklyStart, '19:30', TZ),
        location: 'Clubhouse, room 2',
        type: 'Sports',
        repeat: 'weekly',
        repeatUntil: `${year}-04-05`,
      },
      {
        title: 'Month End Social',
        description:
          'Only in months with a 31st. '.repeat(8) + 'Ünïcödé — 日本語 — emoji 🎉 keep folding intact.',
        date: `${year}-01-31`,
        startTime: zonedInstant(`${year}-01-31`, '19:00', TZ),
        endTime: zonedInstant(`${year}-01-31`, '21:00', TZ),
        location: 'Community Park',
        type: 'Social',
        repeat: 'monthly',
        repeatUntil: `${year}-12-31`,
      },
      {
        title: 'Leap Day Lunch',
        description: 'Every 29 February.',
        date: `${leapYear}-02-29`,
        startTime: zonedInstant(`${leapYear}-02-29`, '12:00', TZ),
        endTime: zonedInstant(`${leapYear}-02-29`, '13:00', TZ),
        location: 'Clubhouse',
        type: 'Cultural',
        repeat: 'yearly',
        repeatUntil: `${leapYear + 9}-03-01`,
      },
      {
        title: 'Late Night Stargazing',
        description: 'Meet at the trailhead.',
        date: addDays(today, 3),
        startTime: zonedInstant(addDays(today, 3), '23:30', TZ),
        endTime: zonedInstant(addDays(today, 4), '00:30', TZ),
        location: 'Trailhead',
        type: 'Educational',
        repeat: 'none',
      },
    ];
    for (const body of bodies) {
      const res = await app.inject({ method: 'POST', url: '/api/events', headers: admin, payload: body });
      expect(res.statusCode, res.body).toBe(201);
      created.push(res.json().data);
    }
    // A past event, which only a direct write can make.
    const pastDay = addDays(today, -10);
    await factories(app.db).event({
      title: 'Past Potluck',
      description: 'It was lovely.',
      date: pastDay,
      startTime: zonedInstant(pastDay, '17:00', TZ),
      endTime: zonedInstant(pastDay, '19:00', TZ),
    });

    const res = await app.inject({ method: 'GET', url: '/api/events.ics' });
    expect(res.statusCode).toBe(200);
    feed = res.body;
    contentType = String(res.headers['content-type']);
  });

  it('is served as text/calendar at /api/events.ics, not taken for an event id', () => {
    expect(contentType).toMatch(/^text\/calendar/);
    expect(feed.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(feed.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('ends every line with CRLF and folds lines at 75 octets', () => {
    expect(feed.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = feed.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    // Unfolding gives back valid UTF-8 (no character was cut in half).
    const unfolded = feed.replace(/\r\n /g, '');
    expect(unfolded).toContain('🎉');
  });

  it('declares the community time zone and uses it for every start', () => {
    expect(feed).toContain(`X-WR-TIMEZONE:${TZ}`);
    expect(feed).toMatch(new RegExp(`BEGIN:VTIMEZONE\r\nTZID:${TZ}\r\n`));
    expect(feed).toMatch(/BEGIN:DAYLIGHT\r\nDTSTART:\d{8}T020000\r\nTZOFFSETFROM:-0800\r\nTZOFFSETTO:-0700/);
    const starts = feed.replace(/\r\n /g, '').match(/^DTSTART;TZID=[^:]+:\d{8}T\d{6}$/gm) ?? [];
    expect(starts.length).toBeGreaterThanOrEqual(5);
  });

  it('parses with node-ical: one VEVENT per event with UID, DTSTAMP and the texts unescaped', () => {
    const parsed = ical.sync.parseICS(feed);
    const vevents = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
    expect(vevents.length).toBe(created.length + 1);
    expect(vevents.map((e) => e.summary)).toContain('Past Potluck');
    for (const event of created) {
      const vevent = vevents.find((e) => e.uid === `${event.id}@${host}`);
      expect(vevent, event.title).toBeDefined();
      expect(vevent!.summary).toBe(event.title);
      expect(vevent!.description).toBe(event.description);
      expect(vevent!.location).toBe(event.location);
      expect(vevent!.dtstamp).toBeInstanceOf(Date);
      expect(vevent!.start.toISOString()).toBe(event.startTime);
      expect(vevent!.end?.toISOString()).toBe(event.endTime);
    }
  });

  it('expands each RRULE to exactly the days of the shared recurrence rule, at the same local time', () => {
    const parsed = ical.sync.parseICS(feed);
    const vevents = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
    for (const event of created) {
      const vevent = vevents.find((e) => e.uid === `${event.id}@${host}`)!;
      const expected = occurrencesOf(event);
      if (event.repeat === 'none') {
        expect(vevent.rrule, event.title).toBeUndefined();
        expect([dayIn(TZ, vevent.start)]).toEqual(expected);
        continue;
      }
      expect(vevent.rrule, event.title).toBeDefined();
      expect(vevent.rrule!.toString()).toContain(`FREQ=${event.repeat.toUpperCase()}`);
      expect(vevent.rrule!.toString()).toMatch(/UNTIL=\d{8}T\d{6}Z/);
      const instances = vevent.rrule!.between(new Date('2000-01-01'), new Date('2100-01-01'), true);
      expect(
        instances.map((d) => dayIn(TZ, d)),
        event.title,
      ).toEqual(expected);
      const clock = clockIn(event.startTime, TZ);
      for (const instance of instances) expect(clockIn(instance.toISOString(), TZ)).toBe(clock);
    }
  });

  it('lists the monthly 31st and leap-day events on the days the site shows', () => {
    const monthly = created.find((e) => e.title === 'Month End Social')!;
    expect(monthly.occurrences.map((d) => d.slice(5))).toEqual([
      '01-31',
      '03-31',
      '05-31',
      '07-31',
      '08-31',
      '10-31',
      '12-31',
    ]);
    const leap = created.find((e) => e.title === 'Leap Day Lunch')!;
    expect(leap.occurrences).toHaveLength(3);
    for (const day of leap.occurrences) expect(day.slice(5)).toBe('02-29');
  });
});
