import { beforeAll, expect, it } from 'vitest';
import { seedDemoContent } from '../../src/server/seed/demo.ts';
import { createCallers, describeEachEngine } from '../support/test-app.ts';

describeEachEngine('conditional requests (ETag, 304)', (ctx) => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    const { app } = ctx();
    await seedDemoContent(app.db, (await app.community.read()).timeZone);
    admin = (await createCallers(app)).admin;
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'GET', url, headers });

  it.each([
    '/api/news',
    '/api/events',
    '/api/faqs',
    '/api/schools',
    '/api/issues',
    '/api/links',
    '/api/hoa',
    '/api/news.rss',
    '/api/events.ics',
  ])('%s answers 304 with no body while it is unchanged', async (url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag;
    expect(tag).toMatch(/^W\/".+"$/);
    const again = await get(url, { 'if-none-match': String(tag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Compressed or not, the same representation has the same (weak) tag.
    const compressed = await get(url, { 'if-none-match': String(tag), 'accept-encoding': 'br' });
    expect(compressed.statusCode).toBe(304);
    const stale = await get(url, { 'if-none-match': 'W/"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('a change gives the list a new tag, so a client holding the old one gets the new list', async () => {
    const before = await get('/api/faqs');
    const created = await ctx().app.inject({
      method: 'POST',
      url: '/api/faqs',
      headers: admin,
      payload: {
        category: 'Other',
        question: 'Is there a community garden?',
        answer: 'Yes: twelve raised beds behind the clubhouse, assigned each spring by lottery to residents.',
      },
    });
    expect(created.statusCode).toBe(201);
    const after = await get('/api/faqs', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('Is there a community garden?');
  });
});
