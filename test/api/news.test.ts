import { beforeAll, expect, it } from 'vitest';
import { todayIn } from '../../src/shared/dates.ts';
import { createCallers, describeEachEngine } from '../support/test-app.ts';

type Callers = Awaited<ReturnType<typeof createCallers>>;

const description = 'The pool opens on Saturday at 10 AM; please bring your key fob and sign the waiver.';
const valid = {
  title: 'Pool opening day',
  description,
  type: 'event',
  image: '/uploads/0123456789abcdef0123456789abcdef.webp',
  link: 'https://example.org/pool',
  date: '2026-05-30',
};

describeEachEngine('news API', (ctx) => {
  let callers: Callers;
  beforeAll(async () => {
    callers = await createCallers(ctx().app);
  });

  const create = (body: Record<string, unknown>, headers: Record<string, string> = callers.moderator) =>
    ctx().app.inject({ method: 'POST', url: '/api/news', payload: body, headers });

  it('creates an item (201) and returns it with id and _id', async () => {
    const res = await create(valid);
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject(valid);
    expect(item.id).toBe(item._id);
    expect(item.createdAt).toEqual(expect.any(String));
  });

  it('lists items newest first by date, then by creation', async () => {
    const { app } = ctx();
    const titles = ['Older by date', 'Same day, first', 'Same day, second'];
    await create({ ...valid, title: titles[0], date: '2020-01-01' });
    await create({ ...valid, title: titles[1], date: '2030-06-01' });
    await create({ ...valid, title: titles[2], date: '2030-06-01' });
    const res = await app.inject({ method: 'GET', url: '/api/news' });
    expect(res.statusCode).toBe(200);
    const items: { title: string; date: string }[] = res.json().items;
    const ours = items.filter((i) => titles.includes(i.title)).map((i) => i.title);
    expect(ours).toEqual([titles[2], titles[1], titles[0]]);
    const dates = items.map((i) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const key of ['id', '_id', 'title', 'description', 'type', 'image', 'link', 'date']) {
      expect(res.json().items[0]).toHaveProperty(key);
    }
  });

  it("defaults the date to today in the community's time zone and optional fields to null", async () => {
    const res = await create({ title: 'No date given', description });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      date: todayIn(ctx().config.communityDefaults.timeZone),
      type: null,
      image: null,
      link: null,
    });
  });

  it.each([
    ['title', 'Title is required', { ...valid, title: '' }],
    ['title', 'Title is required', { ...valid, title: undefined }],
    ['title', 'Title cannot exceed 200 characters', { ...valid, title: 'x'.repeat(201) }],
    ['description', 'Content must be at least 50 characters', { ...valid, description: 'Too short.' }],
    ['description', 'Content cannot exceed 200 characters', { ...valid, description: 'x'.repeat(201) }],
    ['description', 'Content is required', { ...valid, description: undefined }],
    [
      'link',
      'Link cannot exceed 100 characters',
      { ...valid, link: `https://example.org/${'a'.repeat(90)}` },
    ],
    ['link', 'Link must be a valid http or https address', { ...valid, link: 'javascript:alert(1)' }],
    ['link', 'Link must be a valid http or https address', { ...valid, link: 'ftp://example.org/file' }],
    ['type', 'Type cannot exceed 15 characters', { ...valid, type: 'x'.repeat(16) }],
    [
      'image',
      'Image must be an http or https address or an uploaded image',
      { ...valid, image: 'data:image/png;base64,AAAA' },
    ],
    [
      'image',
      'Image must be an http or https address or an uploaded image',
      { ...valid, image: '/etc/passwd' },
    ],
    ['date', 'Date must be a real day in the form YYYY-MM-DD', { ...valid, date: '2026-02-30' }],
    ['title', 'Title must be text', { ...valid, title: 42 }],
  ])('refuses a bad %s with 400 (%s) and changes nothing', async (path, message, body) => {
    const before = (await ctx().app.inject({ method: 'GET', url: '/api/news' })).json().items.length;
    const res = await create(body as Record<string, unknown>);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
    const after = (await ctx().app.inject({ method: 'GET', url: '/api/news' })).json().items.length;
    expect(after).toBe(before);
  });

  it('accepts a description of exactly 50 and 200 characters, counted after trimming', async () => {
    expect((await create({ ...valid, description: `  ${'a'.repeat(50)}  ` })).statusCode).toBe(201);
    expect((await create({ ...valid, description: 'a'.repeat(200) })).statusCode).toBe(201);
    expect((await create({ ...valid, description: ` ${'a'.repeat(49)} ` })).statusCode).toBe(400);
  });

  it('refuses a body that is not a JSON object', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/news',
      payload: '"just a string"',
      headers: { ...callers.admin, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('updates given fields, clears optional ones with null or blank, and keeps the rest', async () => {
    const { app } = ctx();
    const item = (await create(valid)).json();
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/news/${item.id}`,
      payload: { title: 'Pool opening moved', link: '', image: null },
      headers: callers.moderator,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: item.id,
      _id: item.id,
      title: 'Pool opening moved',
      description,
      link: null,
      image: null,
      type: 'event',
      date: valid.date,
    });
    const full = await app.inject({
      method: 'PATCH',
      url: `/api/news/${item.id}`,
      payload: { ...valid, title: 'Full update', type: 'Alert', date: '2026-06-01' },
      headers: callers.admin,
    });
    expect(full.json()).toMatchObject({ title: 'Full update', type: 'Alert', date: '2026-06-01' });
    const bad = await app.inject({
      method: 'PATCH',
      url: `/api/news/${item.id}`,
      payload: { description: 'short' },
      headers: callers.admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Content must be at least 50 characters');
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    const { app } = ctx();
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await app.inject({ method: 'GET', url: `/api/news/${id}` })).statusCode).toBe(404);
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/news/${id}`,
      payload: { title: 'x' },
      headers: callers.admin,
    });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().message).toBe('News item not found');
    const del = await app.inject({ method: 'DELETE', url: `/api/news/${id}`, headers: callers.admin });
    expect(del.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'DELETE',
      url: '/api/news/not%20an%20id!',
      headers: callers.admin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes with 204, and the item is gone', async () => {
    const { app } = ctx();
    const item = (await create({ ...valid, title: 'To be removed' })).json();
    const res = await app.inject({ method: 'DELETE', url: `/api/news/${item.id}`, headers: callers.admin });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await app.inject({ method: 'GET', url: `/api/news/${item.id}` })).statusCode).toBe(404);
  });

  {
    const expected = { anonymous: 401, user: 403, moderator: 'ok', admin: 'ok' } as const;
    for (const who of Object.keys(expected) as (keyof typeof expected)[]) {
      it(`POST, PATCH and DELETE as ${who}`, async () => {
        const { app } = ctx();
        const headers = callers[who];
        const target = (await create({ ...valid, title: `Target for ${who}` }, callers.admin)).json();
        const post = await create({ ...valid, title: `By ${who}` }, headers);
        const patch = await app.inject({
          method: 'PATCH',
          url: `/api/news/${target.id}`,
          payload: { title: `Edited by ${who}` },
          headers,
        });
        const del = await app.inject({ method: 'DELETE', url: `/api/news/${target.id}`, headers });
        if (expected[who] === 'ok') {
          expect([post.statusCode, patch.statusCode, del.statusCode]).toEqual([201, 200, 204]);
        } else {
          const status = expected[who];
          expect([post.statusCode, patch.statusCode, del.statusCode]).toEqual([status, status, status]);
          const still = (await app.inject({ method: 'GET', url: `/api/news/${target.id}` })).json();
          expect(still.title).toBe(`Target for ${who}`);
        }
      });
    }
  }

  it('checks the caller before the body: no sign-in is 401 and a USER is 403 even with a bad body', async () => {
    expect((await create({}, callers.anonymous)).statusCode).toBe(401);
    expect((await create({ title: '' }, callers.user)).statusCode).toBe(403);
    expect((await create({}, callers.moderator)).statusCode).toBe(400);
  });

  it('records every write in the audit log', async () => {
    const { app } = ctx();
    const item = (await create({ ...valid, title: 'Audited item' })).json();
    await app.inject({
      method: 'PATCH',
      url: `/api/news/${item.id}`,
      payload: { title: 'Audited item, edited' },
      headers: callers.moderator,
    });
    await app.inject({ method: 'DELETE', url: `/api/news/${item.id}`, headers: callers.admin });
    const rows = await app.db
      .selectFrom('auditLog')
      .select(['action', 'kind', 'summary', 'actorName'])
      .where('objectId', '=', item.id)
      .orderBy('createdAt')
      .execute();
    expect(rows.map((r) => [r.action, r.kind, r.summary])).toEqual([
      ['create', 'news', 'Audited item'],
      ['update', 'news', 'Audited item, edited'],
      ['delete', 'news', 'Audited item, edited'],
    ]);
  });

  it('publishes an RSS 2.0 feed with absolute links from PUBLIC_URL', async () => {
    const { app, config } = ctx();
    await create({
      ...valid,
      title: 'Feed <item> & "quotes"',
      link: null,
      type: 'alert',
      date: '2031-01-02',
    });
    const res = await app.inject({ method: 'GET', url: '/api/news.rss' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const body = res.body;
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(body).toContain(`<link>${config.publicUrl}/newsletter</link>`);
    expect(body).toContain(`href="${config.publicUrl}/api/news.rss" rel="self"`);
    expect(body).toContain('<title>Safety Alert: Feed &#60;item&#62; &#38; &#34;quotes&#34;</title>');
    expect(body).toContain(`url="${config.publicUrl}${valid.image}"`);
    expect(body).not.toContain('<item>\n      <title>Feed <item>');
    // The newest item comes first and its date is an RFC 822 date.
    const first = body.indexOf('<item>');
    expect(body.slice(first, first + 400)).toContain('Feed &#60;item&#62;');
    expect(body).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
  });
});
