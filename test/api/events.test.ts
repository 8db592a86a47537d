import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addDays, todayIn } from '../../src/shared/dates.ts';
import { zonedInstant } from '../../src/shared/events/times.ts';
import { findPageRoute } from '../../src/shared/routes.ts';
import { eventsPageDataPaths } from '../../src/shared/events/page-view.ts';
import { eventBodyOn, TZ } from '../support/event-fixtures.ts';
import { factories } from '../support/factories.ts';
import { createCallers, describeEachEngine } from '../support/test-app.ts';

const today = () => todayIn(TZ);

/** A valid body for a day `offset` days from today, 18:00-20:00 community time. */
function eventBody(offset = 30, overrides: Record<string, unknown> = {}) {
  return eventBodyOn(addDays(today(), offset), overrides);
}

async function countEvents(app: FastifyInstance): Promise<number> {
  const row = await app.db
    .selectFrom('events')
    .select(app.db.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describeEachEngine('events API', (ctx) => {
  let callers: Awaited<ReturnType<typeof createCallers>>;
  const post = (payload: unknown, headers: Record<string, string> = callers.admin) =>
    ctx().app.inject({ method: 'POST', url: '/api/events', payload: payload as object, headers });
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  beforeAll(async () => {
    callers = await createCallers(ctx().app);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('creates an event for an admin: 201 { status: true, message: [], data } and records it', async () => {
    const body = eventBody(10, { title: 'Board Meeting', type: 'Business', id: 'ignored-client-id' });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json.status).toBe(true);
    expect(json.message).toEqual([]);
    expect(json.data).toMatchObject({
      title: 'Board Meeting',
      description: body.description,
      date: body.date,
      startTime: body.startTime,
      endTime: body.endTime,
      location: 'Community Park',
      type: 'Business',
      repeat: 'none',
      repeatUntil: null,
      occurrences: [body.date],
    });
    expect(json.data.id).toBe(json.data._id);
    expect(json.data.id).not.toBe('ignored-client-id');
    expect(json.data.createdAt).toEqual(json.data.updatedAt);
    const audit = await ctx()
      .app.db.selectFrom('auditLog')
      .selectAll()
      .where('objectId', '=', json.data.id)
      .execute();
    expect(audit).toMatchObject([{ action: 'create', kind: 'event', summary: 'Board Meeting' }]);
  });

  it('stores start and end as UTC instants whatever offset they were sent with', async () => {
    const date = addDays(today(), 40);
    const res = await post(
      eventBody(40, { startTime: `${date}T18:00:00-07:00`, endTime: `${date}T20:00:00-07:00` }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.startTime).toBe(new Date(`${date}T18:00:00-07:00`).toISOString());
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['moderator', 403],
  ] as const)('refuses creation by %s with %i and stores nothing', async (who, status) => {
    const before = await countEvents(ctx().app);
    const res = await post(eventBody(), callers[who]);
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().message).toBe('string');
    expect(await countEvents(ctx().app)).toBe(before);
  });

  it('answers a body that is not JSON with the creation error shape', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/events',
      payload: '{"title": ',
      headers: { ...callers.admin, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: [{ message: 'Request body is not valid JSON' }] });
  });

  it('checks the caller before the body: an anonymous empty POST is 401', async () => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/events', headers: {} });
    expect(res.statusCode).toBe(401);
  });

  const long = 'x'.repeat(10_000);
  it.each([
    ['no title', { title: undefined }, 'Title is required'],
    ['a blank title', { title: '   ' }, 'Title is required'],
    ['no description', { description: undefined }, 'Description is required'],
    ['no date', { date: undefined }, 'Date is required'],
    ['no start time', { startTime: undefined }, 'Start time is required'],
    ['no end time', { endTime: undefined }, 'End time is required'],
    ['no location', { location: undefined }, 'Location is required'],
    ['no type', { type: undefined }, 'Type is required'],
    ['no repeat', { repeat: undefined }, 'Repeat is required'],
    ['an impossible date', { date: '2026-02-30' }, 'Date must be a real date in the form YYYY-MM-DD'],
    ['a date in another format', { date: '03/15/2030' }, 'Date must be a real date in the form YYYY-MM-DD'],
    ['a start that is no instant', { startTime: '18:00' }, 'Start time must be a valid date and time'],
    [
      'a start on an impossible day',
      { startTime: '2026-02-30T18:00:00Z' },
      'Start time must be a valid date and time',
    ],
    ['an end before the start', { endTime: '__before__' }, 'End time must be after start time'],
    ['an end equal to the start', { endTime: '__same__' }, 'End time must be after start time'],
    [
      'an unknown type',
      { type: 'Party' },
      'Type must be one of Social, Educational, Sports, Cultural, Business',
    ],
    [
      'a type in the wrong case',
      { type: 'social' },
      'Type must be one of Social, Educational, Sports, Cultural, Business',
    ],
    ['an unknown repeat', { repeat: 'daily' }, 'Repeat must be one of none, weekly, monthly, yearly'],
    ['a repeat without repeatUntil', { repeat: 'weekly' }, 'Repeat until is required for a repeating event'],
    [
      'a repeatUntil before the date',
      { repeat: 'monthly', repeatUntil: '__yesterday__' },
      'Repeat until cannot be before the event date',
    ],
    [
      'an impossible repeatUntil',
      { repeat: 'weekly', repeatUntil: '2031-02-29' },
      'Repeat until must be a real date in the form YYYY-MM-DD',
    ],
    [
      'a repeatUntil more than 10 years on',
      { repeat: 'yearly', repeatUntil: '__far__' },
      'Repeat until cannot be more than 10 years after the event date',
    ],
    ['a 10,000-character title', { title: long }, 'Title cannot exceed 200 characters'],
    ['a 10,000-character description', { description: long }, 'Description cannot exceed 5000 characters'],
    ['a 10,000-character location', { location: long }, 'Location cannot exceed 5000 characters'],
    ['a title that is a number', { title: 42 }, 'Title must be text'],
    ['a date in the past', { date: '__yesterday__' }, 'Date cannot be in the past'],
  ])('refuses %s with 400 and the message, storing nothing', async (_name, changes, message) => {
    const overrides: Record<string, unknown> = changes;
    const base = eventBody(20);
    const fill = (value: unknown) =>
      value === '__before__'
        ? zonedInstant(base.date, '17:00', TZ)
        : value === '__same__'
          ? base.startTime
          : value === '__yesterday__'
            ? addDays(today(), -1)
            : value === '__far__'
              ? addDays(base.date, 366 * 10 + 5)
              : value;
    const payload: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(overrides)) {
      if (value === undefined) delete payload[key];
      else payload[key] = fill(value);
    }
    if (payload.date && payload.date !== base.date && overrides.date === '__yesterday__') {
      payload.startTime = zonedInstant(payload.date as string, '18:00', TZ);
      payload.endTime = zonedInstant(payload.date as string, '20:00', TZ);
    }
    const before = await countEvents(ctx().app);
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.status).toBe(false);
    expect(json.message).toContainEqual({ message });
    for (const item of json.message) expect(Object.keys(item)).toEqual(['message']);
    expect(await countEvents(ctx().app)).toBe(before);
  });

  it('lists every missing field at once', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(res.json().message.map((m: { message: string }) => m.message)).toEqual([
      'Title is required',
      'Description is required',
      'Date is required',
      'Start time is required',
      'End time is required',
      'Location is required',
      'Type is required',
      'Repeat is required',
    ]);
  });

  it.each([
    ['an array', []],
    ['a string', 'hello'],
  ])('refuses a body that is %s with 400', async (_name, payload) => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { ...callers.admin, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(false);
  });

  it('accepts an event today at 23:30 Pacific and lists it as upcoming', async () => {
    const day = today();
    const res = await post(
      eventBody(0, {
        title: 'Late Night Stargazing',
        startTime: zonedInstant(day, '23:30', TZ),
        endTime: zonedInstant(addDays(day, 1), '00:30', TZ),
      }),
    );
    expect(res.statusCode).toBe(201);
    const list = await get(`/api/events?from=${day}&limit=500`);
    expect(list.json().data.map((e: { title: string }) => e.title)).toContain('Late Night Stargazing');
  });

  it('takes "today" in the community time zone, not UTC, at the day boundary', async () => {
    // 23:30 in Los Angeles is already the next day in UTC.
    const laToday = today();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(zonedInstant(laToday, '23:30', TZ)));
    expect(new Date().toISOString().slice(0, 10)).toBe(addDays(laToday, 1));

    const tonight = await post(
      eventBody(0, {
        title: 'Boundary Tonight',
        startTime: zonedInstant(laToday, '23:45', TZ),
        endTime: zonedInstant(addDays(laToday, 1), '01:00', TZ),
      }),
    );
    expect(tonight.statusCode).toBe(201);
    const yesterday = addDays(laToday, -1);
    const past = await post(
      eventBody(-1, {
        startTime: zonedInstant(yesterday, '23:00', TZ),
        endTime: zonedInstant(yesterday, '23:30', TZ),
      }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toContainEqual({ message: 'Date cannot be in the past' });

    const upcoming = (await get(`/api/events?from=${laToday}&limit=500`)).json().data;
    const item = upcoming.find((e: { title: string }) => e.title === 'Boundary Tonight');
    expect(item.occurrences).toEqual([laToday]);
  });

  it('uses the configured community time zone', async () => {
    // Noon in Los Angeles is already the next morning in Kiritimati (UTC+14).
    const { app } = ctx();
    const laToday = today();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(zonedInstant(laToday, '12:00', TZ)));
    expect(todayIn('Pacific/Kiritimati')).toBe(addDays(laToday, 1));
    const body = eventBody(0, { title: 'Zone Check' });
    await app.db
      .insertInto('settings')
      .values({ key: 'community', value: JSON.stringify({ timeZone: 'Pacific/Kiritimati' }), updatedAt: '' })
      .execute();
    try {
      const there = await post(body);
      expect(there.statusCode).toBe(400);
      expect(there.json().message).toContainEqual({ message: 'Date cannot be in the past' });
    } finally {
      await app.db.deleteFrom('settings').where('key', '=', 'community').execute();
    }
    expect((await post(body)).statusCode).toBe(201);
  });

  it('returns { data } with at most 10 events by default, and ?limit=N', async () => {
    for (let i = 0; i < 12; i += 1)
      expect((await post(eventBody(100 + i, { title: `Limit ${i}` }))).statusCode).toBe(201);
    const res = await get('/api/events');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(10);
    const two = await get('/api/events?limit=2');
    expect(two.json().data).toHaveLength(2);
    const many = (await get('/api/events?limit=500')).json().data;
    expect(many.length).toBeGreaterThanOrEqual(12);
    for (const event of many) expect(event.id).toBe(event._id);
    // More than the most the API sends (500) is read as "all", capped, not refused.
    const capped = await get('/api/events?limit=100000');
    expect(capped.statusCode).toBe(200);
    expect(capped.json().data).toHaveLength(many.length);
  });

  it.each([
    ['/api/events?limit=0', 'limit must be a whole number of at least 1'],
    ['/api/events?limit=-5', 'limit must be a whole number of at least 1'],
    ['/api/events?limit=abc', 'limit must be a whole number of at least 1'],
    ['/api/events?from=2030-02-30', 'from must be a date in the form YYYY-MM-DD'],
    ['/api/events?to=tomorrow', 'to must be a date in the form YYYY-MM-DD'],
    ['/api/events?from=2030-05-02&to=2030-05-01', 'from cannot be after to'],
  ])('refuses GET %s with 400', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('returns the events of a range ordered by first occurrence, with their days in the range', async () => {
    const start = addDays(today(), 400);
    const weekly = await post(
      eventBody(400, {
        title: 'Range Weekly Yoga',
        repeat: 'weekly',
        repeatUntil: addDays(start, 35),
        startTime: zonedInstant(start, '07:00', TZ),
        endTime: zonedInstant(start, '08:00', TZ),
      }),
    );
    expect(weekly.statusCode).toBe(201);
    const oneOff = await post(eventBody(403, { title: 'Range One-off' }));
    expect(oneOff.statusCode).toBe(201);
    const outside = await post(eventBody(460, { title: 'Range Outside' }));
    expect(outside.statusCode).toBe(201);

    const from = addDays(start, 2);
    const to = addDays(start, 21);
    const res = await get(`/api/events?from=${from}&to=${to}&limit=500`);
    const data = res.json().data as { title: string; occurrences: string[] }[];
    const titles = data.map((e) => e.title);
    expect(titles).toEqual(['Range One-off', 'Range Weekly Yoga']);
    expect(data[1]!.occurrences).toEqual([addDays(start, 7), addDays(start, 14), addDays(start, 21)]);

    // Without a range an event lists every day from its date to repeatUntil.
    const single = await get(`/api/events/${weekly.json().data.id}`);
    expect(single.json().data.occurrences).toHaveLength(6);
  });

  it('applies the monthly 31st and yearly 29 February rules', async () => {
    // The next 31 January and 29 February that are not in the past.
    const thisYear = Number(today().slice(0, 4));
    const jan31 = `${thisYear + 1}-01-31`;
    let leapYear = thisYear + 1;
    while (!(leapYear % 4 === 0 && (leapYear % 100 !== 0 || leapYear % 400 === 0))) leapYear += 1;
    const feb29 = `${leapYear}-02-29`;

    const monthly = await post({
      ...eventBody(0, {
        date: jan31,
        startTime: zonedInstant(jan31, '19:00', TZ),
        endTime: zonedInstant(jan31, '20:00', TZ),
      }),
      title: 'Month End Social',
      repeat: 'monthly',
      repeatUntil: `${thisYear + 1}-12-31`,
    });
    expect(monthly.statusCode).toBe(201);
    expect(monthly.json().data.occurrences.map((d: string) => d.slice(5))).toEqual([
      '01-31',
      '03-31',
      '05-31',
      '07-31',
      '08-31',
      '10-31',
      '12-31',
    ]);

    const yearly = await post({
      ...eventBody(0, {
        date: feb29,
        startTime: zonedInstant(feb29, '12:00', TZ),
        endTime: zonedInstant(feb29, '13:00', TZ),
      }),
      title: 'Leap Day Lunch',
      repeat: 'yearly',
      repeatUntil: `${leapYear + 9}-03-01`,
    });
    expect(yearly.statusCode).toBe(201);
    expect(yearly.json().data.occurrences).toEqual([feb29, `${leapYear + 4}-02-29`, `${leapYear + 8}-02-29`]);

    // April has no 31st: the month's calendar does not show the monthly event.
    const april = await get(`/api/events?from=${thisYear + 1}-04-01&to=${thisYear + 1}-04-30&limit=500`);
    expect(april.json().data.map((e: { title: string }) => e.title)).not.toContain('Month End Social');
    const may = await get(`/api/events?from=${thisYear + 1}-05-01&to=${thisYear + 1}-05-31&limit=500`);
    const mayItem = may.json().data.find((e: { title: string }) => e.title === 'Month End Social');
    expect(mayItem.occurrences).toEqual([`${thisYear + 1}-05-31`]);
  });

  it('lists a repeating event whose first date has passed in the upcoming range', async () => {
    const { app } = ctx();
    const started = addDays(today(), -14);
    await factories(app.db).event({
      title: 'Ongoing Weekly Walk',
      date: started,
      repeat: 'weekly',
      repeatUntil: addDays(today(), 14),
    });
    const upcoming = (await get(`/api/events?from=${today()}&limit=500`)).json().data;
    const walk = upcoming.find((e: { title: string }) => e.title === 'Ongoing Weekly Walk');
    expect(walk.occurrences).toEqual([today(), addDays(today(), 7), addDays(today(), 14)]);
    const past = (await get(`/api/events?to=${addDays(today(), -1)}&limit=500`)).json().data;
    const pastWalk = past.find((e: { title: string }) => e.title === 'Ongoing Weekly Walk');
    expect(pastWalk.occurrences).toEqual([started, addDays(today(), -7)]);
  });

  it('updates an event for an admin: { data, message }, partial bodies merged', async () => {
    const created = (await post(eventBody(50, { title: 'Before Update' }))).json().data;
    const res = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/events/${created.id}`,
      headers: callers.admin,
      payload: { title: 'After Update', repeat: 'weekly', repeatUntil: addDays(created.date, 14) },
    });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json.message).toBe('Event updated successfully');
    expect(json.data).toMatchObject({
      id: created.id,
      _id: created.id,
      title: 'After Update',
      location: created.location,
      repeat: 'weekly',
      occurrences: [created.date, addDays(created.date, 7), addDays(created.date, 14)],
    });
    const stored = await ctx()
      .app.db.selectFrom('events')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.title).toBe('After Update');

    // Back to a one-off: repeatUntil is dropped.
    const none = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/events/${created.id}`,
      headers: callers.admin,
      payload: { repeat: 'none' },
    });
    expect(none.json().data.repeatUntil).toBeNull();
  });

  it('refuses invalid updates with 400 and leaves the event as it was', async () => {
    const created = (await post(eventBody(60, { title: 'Keep Me' }))).json().data;
    const patch = (payload: object) =>
      ctx().app.inject({
        method: 'PATCH',
        url: `/api/events/${created.id}`,
        headers: callers.admin,
        payload,
      });
    const cases: [object, string][] = [
      [{ title: '' }, 'Title is required'],
      [{ title: 'x'.repeat(10_000) }, 'Title cannot exceed 200 characters'],
      [{ date: '2026-02-30' }, 'Date must be a real date in the form YYYY-MM-DD'],
      [{ date: addDays(today(), -3) }, 'Date cannot be in the past'],
      [{ endTime: zonedInstant(created.date, '17:00', TZ) }, 'End time must be after start time'],
      [{ type: 'Party' }, 'Type must be one of Social, Educational, Sports, Cultural, Business'],
      [{ repeat: 'hourly' }, 'Repeat must be one of none, weekly, monthly, yearly'],
      [{ repeat: 'yearly' }, 'Repeat until is required for a repeating event'],
      [
        { repeat: 'weekly', repeatUntil: addDays(created.date, -1) },
        'Repeat until cannot be before the event date',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await patch(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const json = res.json();
      expect(json.message).toBe(message);
      expect(json.errors).toContainEqual(expect.objectContaining({ message }));
    }
    const stored = await ctx()
      .app.db.selectFrom('events')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ title: 'Keep Me', date: created.date, type: 'Social', repeat: 'none' });
  });

  it('lets a past event keep its date when other fields change', async () => {
    const row = await factories(ctx().app.db).event({ title: 'Past Potluck', date: addDays(today(), -30) });
    const res = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/events/${row.id}`,
      headers: callers.admin,
      payload: { title: 'Past Potluck (photos)' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.date).toBe(row.date);
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['moderator', 403],
  ] as const)('refuses updates and deletes by %s with %i', async (who, status) => {
    const created = (await post(eventBody(70, { title: 'Guarded' }))).json().data;
    const patch = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/events/${created.id}`,
      headers: callers[who],
      payload: { title: 'Hijacked' },
    });
    expect(patch.statusCode).toBe(status);
    const del = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/events/${created.id}`,
      headers: callers[who],
    });
    expect(del.statusCode).toBe(status);
    const stored = await ctx()
      .app.db.selectFrom('events')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirst();
    expect(stored?.title).toBe('Guarded');
  });

  it('deletes an event for an admin with 204, then 404', async () => {
    const created = (await post(eventBody(80, { title: 'Delete Me' }))).json().data;
    const del = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/events/${created.id}`,
      headers: callers.admin,
    });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect((await get(`/api/events/${created.id}`)).statusCode).toBe(404);
    const again = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/events/${created.id}`,
      headers: callers.admin,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Event not found');
    const audit = await ctx()
      .app.db.selectFrom('auditLog')
      .select('action')
      .where('objectId', '=', created.id)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete']);
  });

  it('answers unknown and malformed ids with 404 and 400', async () => {
    const unknown = '00000000-0000-0000-0000-000000000000';
    const patch = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/events/${unknown}`,
      headers: callers.admin,
      payload: { title: 'Nobody' },
    });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().message).toBe('Event not found');
    expect((await get(`/api/events/${unknown}`)).statusCode).toBe(404);
    const bad = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/events/${'x'.repeat(100)}`,
      headers: callers.admin,
    });
    expect(bad.statusCode).toBe(400);
    const weird = await ctx().app.inject({
      method: 'DELETE',
      url: '/api/events/a%20b',
      headers: callers.admin,
    });
    expect(weird.statusCode).toBe(400);
  });

  it('prefetches for /events exactly the paths the page reads', async () => {
    const paths = findPageRoute('/events')?.data?.({
      today: '2030-05-17',
      params: {},
      search: new URLSearchParams(),
    });
    expect(paths).toEqual(eventsPageDataPaths('2030-05-17'));
    expect(paths).toEqual([
      '/api/events?from=2030-05-01&to=2030-05-31&limit=500',
      '/api/events?from=2030-05-17',
    ]);
    for (const path of paths ?? []) expect((await get(path)).statusCode).toBe(200);
  });

  it('prefetches for /events the view its address asks for: month, a day outside it, the tab', async () => {
    const view = (query: string) =>
      findPageRoute('/events')?.data?.({
        today: '2030-05-17',
        params: {},
        search: new URLSearchParams(query),
      });
    expect(view('tab=upcoming&month=2030-07&day=2030-09-02')).toEqual([
      '/api/events?from=2030-07-01&to=2030-07-31&limit=500',
      '/api/events?from=2030-05-17',
      '/api/events?from=2030-09-02&to=2030-09-02&limit=500',
      '/api/events?from=2030-05-17&limit=500',
    ]);
    expect(view('tab=history&day=none')).toEqual([
      '/api/events?from=2030-05-01&to=2030-05-31&limit=500',
      '/api/events?from=2030-05-17',
      '/api/events?to=2030-05-16&limit=500&order=desc',
    ]);
    // A malformed view is the default one, not an error.
    expect(view('tab=nope&month=2030-13&day=2030-02-30')).toEqual(view(''));
  });
});
