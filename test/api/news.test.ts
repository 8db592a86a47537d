import { beforeAll, expect, it } from 'vitest';
import { todayIn } from '../../src/shared/dates.ts';
import { validNews } from '../support/collections.ts';
import { createCallers, describeEachEngine } from '../support/test-app.ts';

type Callers = Awaited<ReturnType<typeof createCallers>>;

const valid = validNews;
const { description } = validNews;

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

  it('accepts a description of exactly 50 and 200 characters, counted after trimming', async () => {
    expect((await create({ ...valid, description: `  ${'a'.repeat(50)}  ` })).statusCode).toBe(201);
    expect((await create({ ...valid, description: 'a'.repeat(200) })).statusCode).toBe(201);
    expect((await create({ ...valid, description: ` ${'a'.repeat(49)} ` })).statusCode).toBe(400);
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

  it('deletes with 204, and the item is gone', async () => {
    const { app } = ctx();
    const item = (await create({ ...valid, title: 'To be removed' })).json();
    const res = await app.inject({ method: 'DELETE', url: `/api/news/${item.id}`, headers: callers.admin });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await app.inject({ method: 'GET', url: `/api/news/${item.id}` })).statusCode).toBe(404);
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
