import { beforeAll, expect, it } from 'vitest';
import { listEvents, toEventWithOccurrences } from '../../src/server/events/queries.ts';
import { compareOccurrences } from '../../src/shared/events/times.ts';
import type { DayRange } from '../../src/shared/events/recurrence.ts';
import { describeEachEngine } from '../support/test-app.ts';

const TZ = 'America/Chicago';

/** A seeded generator, so a failure is the same every run. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

const day = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

describeEachEngine('events range read, bounded (issue 28)', (ctx) => {
  beforeAll(async () => {
    const next = random(28);
    const rows = [];
    for (let i = 0; i < 400; i++) {
      const y = 2018 + Math.floor(next() * 12);
      const date = day(y, 1 + Math.floor(next() * 12), 1 + Math.floor(next() * 28));
      const repeating = i % 12 === 0;
      const repeat = repeating ? (['weekly', 'monthly', 'yearly'] as const)[i % 3]! : 'none';
      const hour = 8 + Math.floor(next() * 10);
      rows.push({
        id: `event-${String(i).padStart(4, '0')}`,
        // Same titles and times on purpose: the order's tie-breakers decide.
        title: `Event ${i % 7}`,
        description: 'A gathering.',
        date,
        startTime: `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`,
        endTime: `${date}T${String(hour + 1).padStart(2, '0')}:00:00.000Z`,
        location: 'Clubhouse',
        type: 'social',
        repeat,
        repeatUntil: repeating ? day(y + 1 + Math.floor(next() * 3), 6, 30) : null,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      });
    }
    await ctx().app.db.insertInto('events').values(rows).execute();
  });

  /** The answer as it was computed before: every candidate expanded, sorted, cut. */
  async function reference(range: DayRange, limit: number) {
    const rows = await ctx().app.db.selectFrom('events').selectAll().execute();
    return rows
      .map((row) => toEventWithOccurrences(row, range))
      .filter((event) => event.occurrences.length > 0)
      .sort(
        (a, b) =>
          compareOccurrences(
            { day: a.occurrences[0]!, startTime: a.startTime, title: a.title },
            { day: b.occurrences[0]!, startTime: b.startTime, title: b.title },
            TZ,
          ) || a.id.localeCompare(b.id),
      )
      .slice(0, limit);
  }

  it.each([
    [{ from: '2024-03-15' }, 10],
    [{ from: '2024-03-15' }, 3],
    [{ from: '2019-01-01' }, 500],
    [{ from: '2031-06-01' }, 10],
    [{ from: '2024-06-01', to: '2024-06-30' }, 500],
    [{ from: '2025-02-01', to: '2025-02-28' }, 2],
    [{ from: '2026-07-04', to: '2026-07-04' }, 500],
    [{ to: '2023-12-31' }, 500],
    [{ to: '2020-01-31' }, 10],
    [{}, 10],
  ] as [DayRange, number][])(
    '%j, limit %i: the same answer as expanding every event',
    async (range, limit) => {
      const answer = await listEvents(ctx().app.db, range, limit, TZ);
      expect(answer).toEqual(await reference(range, limit));
    },
  );

  it.each([
    [{ to: '2023-12-31' }, 10],
    [{ to: '2020-01-31' }, 500],
    [{ from: '2021-01-01', to: '2024-12-31' }, 25],
  ] as [DayRange, number][])(
    '%j, limit %i, order desc: the latest events by their own date, newest first (the history tab)',
    async (range, limit) => {
      const answer = await listEvents(ctx().app.db, range, limit, TZ, 'desc');
      const rows = await ctx().app.db.selectFrom('events').selectAll().execute();
      const expected = rows
        .filter((row) => (!range.from || row.date >= range.from) && (!range.to || row.date <= range.to))
        .sort(
          (a, b) =>
            compareOccurrences(
              { day: b.date, startTime: b.startTime, title: b.title },
              { day: a.date, startTime: a.startTime, title: a.title },
              TZ,
            ) || b.id.localeCompare(a.id),
        )
        .slice(0, limit)
        .map((row) => toEventWithOccurrences(row, range));
      expect(answer).toEqual(expected);
      expect(answer.length).toBe(Math.min(limit, expected.length));
    },
  );

  it('GET /api/events?to=&order=desc answers the newest past events first; a bad order is a 400', async () => {
    const res = await ctx().app.inject({ url: '/api/events?to=2023-12-31&limit=3&order=desc' });
    expect(res.statusCode).toBe(200);
    const days = res.json().data.map((event: { date: string }) => event.date);
    const newest = (
      await ctx()
        .app.db.selectFrom('events')
        .select('date')
        .where('date', '<=', '2023-12-31')
        .orderBy('date', 'desc')
        .limit(3)
        .execute()
    ).map((row) => row.date);
    expect(days).toEqual(newest);
    const bad = await ctx().app.inject({ url: '/api/events?order=sideways' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('order must be asc or desc');
  });
});
