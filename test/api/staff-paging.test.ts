import { beforeAll, expect, it } from 'vitest';
import { newId } from '../../src/server/db/ids.ts';
import { createCallers, describeEachEngine } from '../support/test-app.ts';
import type { PublicUser } from '../../src/shared/auth.ts';
import { cursorAfterFullPage } from '../../src/shared/paging/cursor.ts';

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

describeEachEngine('users and subscribers page (docs/api.md, Paging)', (ctx) => {
  let callers: Callers;
  beforeAll(async () => {
    callers = await createCallers(ctx().app);
    const db = ctx().app.db;
    await db
      .insertInto('users')
      .values(
        stamps.slice(0, 120).map((createdAt, i) => ({
          id: newId(),
          username: `paged${i}`,
          email: `paged${i}@example.org`,
          passwordHash: 'x',
          role: 'USER',
          createdAt,
          updatedAt: createdAt,
        })),
      )
      .execute();
    await db
      .insertInto('subscribers')
      .values(
        stamps.slice(0, 120).map((createdAt, i) => ({
          id: newId(),
          email: `reader${i}@example.org`,
          status: i % 2 ? 'confirmed' : 'pending',
          source: 'form',
          createdAt,
          updatedAt: createdAt,
        })),
      )
      .execute();
  });

  it("GET /api/user answers the 100 newest accounts in the spec's bare array, the rest by Link or the last row", async () => {
    const everyone = (await ctx().app.inject({ url: '/api/user?limit=100', headers: callers.admin })).json();
    const rest = (
      await ctx().app.inject({
        url: `/api/user?cursor=${cursorAfterFullPage(everyone, 100, (u: PublicUser) => [u.createdAt, u.id])}`,
        headers: callers.admin,
      })
    ).json();
    const all = [...everyone, ...rest].map((u: PublicUser) => u.id);
    expect(all).toHaveLength(123);
    expect(new Set(all).size).toBe(123);
    const first = await ctx().app.inject({ url: '/api/user', headers: callers.admin });
    expect(first.json()).toHaveLength(100);
    expect(first.headers.link).toMatch(/^<\/api\/user\?cursor=[\w-]+>; rel="next"$/);
    const seen: string[] = [];
    let url: string | null = '/api/user?limit=50';
    while (url) {
      const res = await ctx().app.inject({ url, headers: callers.admin });
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().map((u: { id: string }) => u.id));
      const link = res.headers.link as string | undefined;
      url = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : null;
    }
    expect(seen).toEqual(all);
  });

  it('GET /api/user?q= finds accounts by part of the username or email, any case, with filters', async () => {
    const find = async (query: string) =>
      (await ctx().app.inject({ url: `/api/user?${query}`, headers: callers.admin }))
        .json()
        .map((u: PublicUser) => u.username)
        .sort();
    expect(await find('q=PAGED11')).toEqual([
      'paged11',
      'paged110',
      'paged111',
      'paged112',
      'paged113',
      'paged114',
      'paged115',
      'paged116',
      'paged117',
      'paged118',
      'paged119',
    ]);
    expect(await find('q=%20paged7%40EXAMPLE%20')).toEqual(['paged7']);
    // LIKE's wildcards are searched for as themselves.
    expect(await find('q=%25')).toEqual([]);
    expect(await find('q=p_ged1')).toEqual([]);
    expect(await find('q=paged11&residentStatus=approved')).toEqual([]);
    expect(await find('q=paged119&emailVerified=false')).toEqual(['paged119']);
    const long = await ctx().app.inject({ url: `/api/user?q=${'x'.repeat(255)}`, headers: callers.admin });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Search cannot exceed 254 characters');
  });

  it('GET /api/subscribers answers the 100 newest addresses with nextCursor, and pages by limit/cursor', async () => {
    const first = (await ctx().app.inject({ url: '/api/subscribers', headers: callers.admin })).json();
    expect(first.items).toHaveLength(100);
    expect(first.count).toBe(60);
    expect(typeof first.nextCursor).toBe('string');
    const rest = (
      await ctx().app.inject({ url: `/api/subscribers?cursor=${first.nextCursor}`, headers: callers.admin })
    ).json();
    expect(rest.items).toHaveLength(20);
    expect(rest.nextCursor).toBeNull();
    const all = [...first.items, ...rest.items];
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/subscribers?limit=45${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await ctx().app.inject({ url, headers: callers.admin });
      expect(res.statusCode).toBe(200);
      expect(res.json().count).toBe(60);
      const page: { items: { id: string }[]; nextCursor: string | null } = res.json();
      seen.push(...page.items.map((s) => s.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((s: { id: string }) => s.id));
  });

  it('refuses a bad limit or cursor with a clear 400; only admins may list', async () => {
    for (const url of ['/api/user?limit=0', '/api/subscribers?limit=101', '/api/user?cursor=e30']) {
      const res = await ctx().app.inject({ url, headers: callers.admin });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/Limit must be|Cursor is not valid/);
    }
    for (const [who, status] of [
      ['anonymous', 401],
      ['user', 403],
      ['moderator', 403],
    ] as const) {
      for (const url of ['/api/user?limit=5', '/api/subscribers?limit=5']) {
        expect((await ctx().app.inject({ url, headers: callers[who] })).statusCode, `${who} ${url}`).toBe(
          status,
        );
      }
    }
  });
});

describeEachEngine('the ACC queue pages its decided requests (docs/api.md, Paging)', (ctx) => {
  let callers: Callers;
  beforeAll(async () => {
    callers = await createCallers(ctx().app);
    const statuses = ['submitted', 'under_review', 'approved', 'denied', 'withdrawn', 'approved'];
    await ctx()
      .app.db.insertInto('arcRequests')
      .values(
        stamps.slice(0, 130).map((createdAt, i) => ({
          id: newId(),
          residentId: null,
          residentName: `Resident ${i}`,
          residentEmail: `r${i}@example.org`,
          title: `Fence ${i}`,
          projectType: 'fence',
          description: 'A new cedar fence along the back of the lot.',
          address: `${i} Oak Lane`,
          startDate: '2024-05-01',
          completionDate: '2024-06-01',
          status: statuses[i % statuses.length]!,
          decisionDue: '2024-02-01',
          createdAt,
          updatedAt: createdAt,
        })),
      )
      .execute();
  });

  it('the first page holds every open request and the 50 newest closed; the rest follow by nextCursor', async () => {
    const first = await ctx().app.inject({ url: '/api/arc-requests', headers: callers.admin });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    const open = body.items.filter((r: { status: string }) =>
      ['submitted', 'under_review'].includes(r.status),
    );
    expect(open).toHaveLength(44);
    expect(body.items).toHaveLength(44 + 50);
    expect(body.counts.approved).toBe(43);
    const seen = body.items.map((r: { id: string }) => r.id);
    let cursor: string | null = body.nextCursor;
    while (cursor) {
      const url: string = `/api/arc-requests?cursor=${cursor}`;
      const res = await ctx().app.inject({ url, headers: callers.admin });
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().items.map((r: { id: string }) => r.id));
      cursor = res.json().nextCursor;
    }
    expect(seen).toHaveLength(130);
    expect(new Set(seen).size).toBe(130);
    const denied = (
      await ctx().app.inject({ url: '/api/arc-requests?status=denied', headers: callers.admin })
    ).json();
    expect(denied.items).toHaveLength(22);
    expect(denied.nextCursor).toBeNull();
    const bad = await ctx().app.inject({ url: '/api/arc-requests?cursor=zz', headers: callers.admin });
    expect(bad.statusCode).toBe(400);
  });
});
