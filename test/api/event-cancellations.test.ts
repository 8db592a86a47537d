import { beforeAll, expect, it } from 'vitest';
import ical, { type VEvent } from 'node-ical';
import { addDays, dayIn, todayIn } from '../../src/shared/dates.ts';
import { EVENT_MESSAGES, type EventWithOccurrences } from '../../src/shared/events/events.ts';
import { eventBodyOn, TZ } from '../support/event-fixtures.ts';
import { createCallers, describeEachEngine } from '../support/test-app.ts';

type Callers = Awaited<ReturnType<typeof createCallers>>;

describeEachEngine('cancelling one day of a repeating event', (ctx) => {
  let callers: Callers;
  let weekly: EventWithOccurrences;
  let oneOff: EventWithOccurrences;
  // A year ahead, so "today" never moves under the test.
  const start = addDays(todayIn(TZ), 365);
  const second = addDays(start, 7);
  const third = addDays(start, 14);
  const until = addDays(start, 28);

  const create = async (body: Record<string, unknown>) => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/events',
      headers: callers.admin,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as EventWithOccurrences;
  };
  const cancellation = (
    method: 'PUT' | 'DELETE',
    id: string,
    day: string,
    headers: Record<string, string> = callers.admin,
  ) => ctx().app.inject({ method, url: `/api/events/${id}/cancellations/${day}`, headers });
  const stored = async (id: string) =>
    (await ctx().app.inject({ method: 'GET', url: `/api/events/${id}` })).json().data as EventWithOccurrences;
  const feedEvent = async (id: string) => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/events.ics' });
    const host = new URL(ctx().config.publicUrl).hostname;
    const parsed = ical.sync.parseICS(res.body);
    return {
      text: res.body,
      vevent: Object.values(parsed).find(
        (c): c is VEvent => c?.type === 'VEVENT' && c.uid === `${id}@${host}`,
      )!,
    };
  };
  /** The days the feed's event occurs on, as a calendar app computes them: the RRULE minus EXDATEs. */
  const feedDays = (vevent: VEvent) => {
    const excluded = new Set(Object.values(vevent.exdate ?? {}).map((d) => d.getTime()));
    return vevent
      .rrule!.between(new Date('2000-01-01'), new Date('2100-01-01'), true)
      .filter((d) => !excluded.has(d.getTime()))
      .map((d) => dayIn(TZ, d));
  };

  beforeAll(async () => {
    callers = await createCallers(ctx().app);
    weekly = await create(eventBodyOn(start, { title: 'Weekly Walk', repeat: 'weekly', repeatUntil: until }));
    oneOff = await create(eventBodyOn(start, { title: 'One Picnic' }));
  });

  it('answers every event with its cancelled days (none yet)', async () => {
    expect(weekly.cancelledDates).toEqual([]);
    expect(weekly.occurrences).toEqual([start, second, third, addDays(start, 21), until]);
  });

  it('is for admins only: anonymous 401, USER and MODERATOR 403, and nothing changes', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      expect((await cancellation(method, weekly.id, second, callers.anonymous)).statusCode).toBe(401);
      expect((await cancellation(method, weekly.id, second, callers.user)).statusCode).toBe(403);
      expect((await cancellation(method, weekly.id, second, callers.moderator)).statusCode).toBe(403);
    }
    expect((await stored(weekly.id)).cancelledDates).toEqual([]);
  });

  it('refuses a day that is not a real date, not an occurrence, or of a one-off event, and changes nothing', async () => {
    const refused = [
      [weekly.id, '2027-02-30', EVENT_MESSAGES.cancelDayInvalid],
      [weekly.id, 'tomorrow', EVENT_MESSAGES.cancelDayInvalid],
      [weekly.id, addDays(start, 1), EVENT_MESSAGES.cancelNotOccurrence],
      [weekly.id, addDays(start, -7), EVENT_MESSAGES.cancelNotOccurrence],
      [weekly.id, addDays(until, 7), EVENT_MESSAGES.cancelNotOccurrence],
      [oneOff.id, start, EVENT_MESSAGES.cancelNotRepeating],
    ] as const;
    for (const [id, day, message] of refused) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await cancellation(method, id, day);
        expect(res.statusCode, `${method} ${day}`).toBe(400);
        expect(res.json().message, `${method} ${day}`).toBe(message);
      }
    }
    expect((await cancellation('PUT', 'no-such-event', second)).statusCode).toBe(404);
    expect((await cancellation('PUT', 'bad id!', second)).statusCode).toBe(400);
    expect((await stored(weekly.id)).cancelledDates).toEqual([]);
    expect((await stored(oneOff.id)).cancelledDates).toEqual([]);
  });

  it('cancels one occurrence: still listed, marked cancelled, and gone from the feed as an EXDATE', async () => {
    const res = await cancellation('PUT', weekly.id, second);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Occurrence cancelled', data: { cancelledDates: [second] } });
    // Again: nothing more changes.
    expect((await cancellation('PUT', weekly.id, second)).json().data.cancelledDates).toEqual([second]);

    const range = await ctx().app.inject({ method: 'GET', url: `/api/events?from=${second}&to=${second}` });
    const [listed] = range.json().data as EventWithOccurrences[];
    expect(listed).toMatchObject({ id: weekly.id, occurrences: [second], cancelledDates: [second] });

    const { text, vevent } = await feedEvent(weekly.id);
    expect(text.replace(/\r\n /g, '')).toMatch(
      new RegExp(`^EXDATE;TZID=${TZ}:${second.replace(/-/g, '')}T180000$`, 'm'),
    );
    expect(feedDays(vevent)).toEqual(weekly.occurrences.filter((day) => day !== second));

    const audit = await ctx().app.inject({
      method: 'GET',
      url: '/api/audit?kind=event',
      headers: callers.admin,
    });
    expect(audit.json().map((e: { summary: string }) => e.summary)).toContain(
      `Weekly Walk: ${second} cancelled`,
    );
  });

  it('keeps both days when two are cancelled at the same moment', async () => {
    const [a, b] = await Promise.all([
      cancellation('PUT', weekly.id, third),
      cancellation('PUT', weekly.id, until),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await stored(weekly.id)).cancelledDates).toEqual([second, third, until]);
    const { vevent } = await feedEvent(weekly.id);
    expect(feedDays(vevent)).toEqual([start, addDays(start, 21)]);
  });

  it('restores a day with DELETE, and the feed has it again', async () => {
    const res = await cancellation('DELETE', weekly.id, third);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Occurrence restored',
      data: { cancelledDates: [second, until] },
    });
    expect((await cancellation('DELETE', weekly.id, third)).json().data.cancelledDates).toEqual([
      second,
      until,
    ]);
    const { vevent } = await feedEvent(weekly.id);
    expect(feedDays(vevent)).toEqual([start, third, addDays(start, 21)]);
  });

  it('drops cancelled days that an edit makes no longer occurrences, and keeps the others', async () => {
    const res = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/events/${weekly.id}`,
      headers: callers.admin,
      payload: { repeatUntil: addDays(start, 21) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.cancelledDates).toEqual([second]);
    const oneOffNow = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/events/${weekly.id}`,
      headers: callers.admin,
      payload: { repeat: 'none' },
    });
    expect(oneOffNow.json().data.cancelledDates).toEqual([]);
    const { text } = await feedEvent(weekly.id);
    expect(text).not.toContain('EXDATE');
  });
});
