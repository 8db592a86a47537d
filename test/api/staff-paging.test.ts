import { beforeAll, expect, it } from 'vitest';
import { newId } from '../../src/server/db/ids.ts';
import { createCallers, describeEachEngine } from '../support/test-app.ts';

type Callers = Awaited<ReturnType<typeof createCallers>>;

/** 250 rows, several sharing an instant (the id breaks the tie). */
const stamps = Array.from({ length: 250 }, (_, i) =>
  new Date(Date.UTC(2024, 0, 1) + Math.floor(i / 3) * 60_000).toISOString(),
);

describeEachEngine('staff lists page by cursor (audit log, contact inbox)', (ctx) => {
  let callers: Callers;
  beforeAll(async () => {
    callers = await createCallers(ctx().app);
    const db = ctx().app.db;
    await db
      .insertInto('auditLog')
      .values(
        stamps.map((createdAt, i) => ({
          id: newId(),
          actorId: null,
          actorName: 'pager',
          action: 'update',
          kind: 'news',
          objectId: null,
          summary: `Entry ${i}`,
          createdAt,
        })),
      )
      .execute();
    await db
      .insertInto('contactMessages')
      .values(
        stamps.map((createdAt, i) => ({
          id: newId(),
          name: `Neighbour ${i}`,
          email: `n${i}@example.org`,
          subject: 'Hello',
          message: 'A message from a neighbour.',
          status: 'delivered',
          createdAt,
        })),
      )
      .execute();
  });

  it.each([
    ['/api/audit?actor=pager', 'audit log'],
    ['/api/contact/messages', 'contact inbox'],
  ])('%s (%s): 100 newest, then the rest by the Link header, each row once', async (first) => {
    const all = await ctx().app.inject({
      url: `${first}${first.includes('?') ? '&' : '?'}limit=500`,
      headers: callers.admin,
    });
    const everything = all.json().map((r: { id: string }) => r.id);
    expect(everything.length).toBeGreaterThanOrEqual(250);
    const seen: string[] = [];
    let url: string | null = first;
    const sizes: number[] = [];
    while (url) {
      const res = await ctx().app.inject({ url, headers: callers.admin });
      expect(res.statusCode).toBe(200);
      // The spec's shape: a bare array.
      expect(Array.isArray(res.json())).toBe(true);
      sizes.push(res.json().length);
      seen.push(...res.json().map((r: { id: string }) => r.id));
      const link = res.headers.link as string | undefined;
      url = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : null;
    }
    expect(sizes[0]).toBe(100);
    expect(seen).toEqual(everything);
  });

  it('a bad cursor is a clear 400, and only admins may page', async () => {
    const bad = await ctx().app.inject({ url: '/api/audit?cursor=abc*', headers: callers.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Cursor is not valid');
    for (const [who, status] of [
      ['anonymous', 401],
      ['user', 403],
      ['moderator', 403],
    ] as const) {
      for (const url of ['/api/audit?cursor=abc', '/api/contact/messages?cursor=abc']) {
        const res = await ctx().app.inject({ url, headers: callers[who] });
        expect(res.statusCode, `${who} ${url}`).toBe(status);
      }
    }
  });
});
