import { beforeAll, expect, it } from 'vitest';
import { createCallers, describeEachEngine } from '../support/test-app.ts';
import { validLink } from '../support/collections.ts';

describeEachEngine('links API', (ctx) => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = (await createCallers(ctx().app)).admin;
  });

  const post = (payload: unknown) =>
    ctx().app.inject({ method: 'POST', url: '/api/links', headers: admin, payload: payload as object });
  const list = async () => (await ctx().app.inject({ method: 'GET', url: '/api/links' })).json();

  it('creates a link (201, the link itself) and lists links as a bare array', async () => {
    const res = await post({ title: ' Budget ', link: ' http://example.org/budget.pdf ' });
    expect(res.statusCode).toBe(201);
    const link = res.json();
    expect(link).toMatchObject({ title: 'Budget', link: 'http://example.org/budget.pdf' });
    expect(link._id).toBe(link.id);
    const all = await list();
    expect(Array.isArray(all)).toBe(true);
    expect(all).toContainEqual(link);
  });

  it('deletes with 204 when the client labels an empty body as JSON, and still refuses bad JSON', async () => {
    const created = (await post(validLink)).json();
    const res = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/links/${created.id}`,
      headers: { ...admin, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(204);
    const empty = await ctx().app.inject({
      method: 'POST',
      url: '/api/links',
      headers: { ...admin, 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Request body must be a JSON object');
    const poisoned = await ctx().app.inject({
      method: 'POST',
      url: '/api/links',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"title":"x","link":"https://example.org","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});
