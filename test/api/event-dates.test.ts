import { beforeAll, expect, it } from 'vitest';
import ical, { type VEvent } from 'node-ical';
import { addDays, todayIn } from '../../src/shared/dates.ts';
import { EVENT_MESSAGES } from '../../src/shared/events/events.ts';
import { eventBodyOn, TZ } from '../support/event-fixtures.ts';
import { factories } from '../support/factories.ts';
import { createCallers, describeEachEngine } from '../support/test-app.ts';

function yearsLater(day: string, years: number): string {
  return `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;
}

/** Observances (STANDARD/DAYLIGHT blocks) in a feed's VTIMEZONE. */
const observances = (feed: string) => feed.match(/BEGIN:(STANDARD|DAYLIGHT)/g)?.length ?? 0;

describeEachEngine('how far ahead events may be', (ctx) => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = (await createCallers(ctx().app)).admin;
  });
  // Two days of margin either way: "today" is the community's, and the edge of the rule is not the point.
  const today = () => todayIn(TZ);

  it('accepts an event up to 10 years ahead and refuses one further out (400)', async () => {
    const { app } = ctx();
    const near = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: admin,
      payload: eventBodyOn(addDays(yearsLater(today(), 10), -2)),
    });
    expect(near.statusCode).toBe(201);
    const far = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: admin,
      payload: eventBodyOn(addDays(yearsLater(today(), 10), 2)),
    });
    expect(far.statusCode).toBe(400);
    expect(far.json()).toEqual({ status: false, message: [{ message: EVENT_MESSAGES.dateTooFar }] });
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/events/${near.json().data.id}`,
      headers: admin,
      payload: { date: '9999-12-31' },
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().message).toBe(EVENT_MESSAGES.dateTooFar);
  });

  it('builds the feed time zone only for the years its events need, even with a far-future row', async () => {
    const { app } = ctx();
    // Stored before dates were bounded: the feed must stay small and correct anyway.
    const farDay = '2400-07-04';
    await factories(app.db).event({ date: farDay, title: 'Quadricentennial' });
    const res = await app.inject({ method: 'GET', url: '/api/events.ics' });
    expect(res.statusCode).toBe(200);
    // Three years around each group of events (now, ten years on, 2400), two changes a year, and
    // one opening observance per group; before, every year up to 2400 had its own (about 750).
    expect(observances(res.body)).toBeLessThanOrEqual(21);
    expect(res.body).toContain('DAYLIGHT\r\nDTSTART:24000312T020000');
    expect(res.body).not.toContain('DTSTART:2300');
    expect(res.body).toContain(`DTSTART;TZID=${TZ}:24000704T100000`);
    // Still a calendar that a client library reads, the far event included.
    const events = Object.values(ical.sync.parseICS(res.body)).filter(
      (c): c is VEvent => c?.type === 'VEVENT',
    );
    expect(events.map((e) => e.summary)).toContain('Quadricentennial');
  });

  it('still covers every year of a long series in the time zone block', async () => {
    const { app } = ctx();
    const start = addDays(today(), 7);
    const until = addDays(yearsLater(start, 10), -1);
    const created = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: admin,
      payload: eventBodyOn(start, { title: 'Yearly Meeting', repeat: 'yearly', repeatUntil: until }),
    });
    expect(created.statusCode).toBe(201);
    const feed = (await app.inject({ method: 'GET', url: '/api/events.ics' })).body;
    const onsetYears = new Set([...feed.matchAll(/BEGIN:DAYLIGHT\r\nDTSTART:(\d{4})/g)].map((m) => m[1]));
    for (let year = Number(start.slice(0, 4)); year <= Number(until.slice(0, 4)); year += 1) {
      expect(onsetYears.has(String(year)), `daylight saving in ${year}`).toBe(true);
    }
  });
});
