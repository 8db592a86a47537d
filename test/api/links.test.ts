import { beforeAll, expect, it } from 'vitest';
import { createCallers, describeEachEngine } from '../support/test-app.ts';
import { validLink } from '../support/directory-fixtures.ts';

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

  it.each([
    [{ ...validLink, title: '' }, 'title', 'Title is required'],
    [{ ...validLink, title: 'x'.repeat(201) }, 'title', 'Title cannot exceed 200 characters'],
    [{ ...validLink, link: undefined }, 'link', 'Link is required'],
    [
      { ...validLink, link: 'javascript:alert(document.cookie)' },
      'link',
      'Link must be a valid http or https address',
    ],
    [{ ...validLink, link: 'JavaScript:alert(1)' }, 'link', 'Link must be a valid http or https address'],
    [
      { ...validLink, link: 'data:text/html;base64,PHNjcmlwdD4=' },
      'link',
      'Link must be a valid http or https address',
    ],
    [{ ...validLink, link: 'example.org' }, 'link', 'Link must be a valid http or https address'],
    [
      { ...validLink, link: `https://example.org/${'a'.repeat(2048)}` },
      'link',
      'Link cannot exceed 2048 characters',
    ],
  ])('refuses %j with 400 on %s and stores nothing', async (body, path, message) => {
    const before = await list();
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors).toContainEqual({ path, message });
    expect(await list()).toEqual(before);
  });

  it('edits with PATCH, refuses a javascript: URL there too, deletes with 204, audits', async () => {
    const created = (await post(validLink)).json();
    const patched = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/links/${created.id}`,
      headers: admin,
      payload: { title: 'Rules (2025)', link: 'https://example.org/rules-2025.pdf' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      id: created.id,
      title: 'Rules (2025)',
      link: 'https://example.org/rules-2025.pdf',
    });
    const bad = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/links/${created.id}`,
      headers: admin,
      payload: { link: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await list()).find((l: { id: string }) => l.id === created.id).link).toBe(
      'https://example.org/rules-2025.pdf',
    );
    expect(
      (await ctx().app.inject({ method: 'DELETE', url: `/api/links/${created.id}`, headers: admin }))
        .statusCode,
    ).toBe(204);
    const gone = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/links/${created.id}`,
      headers: admin,
      payload: { title: 'Again' },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Link not found');
    const audit = await ctx()
      .app.db.selectFrom('auditLog')
      .select(['action', 'kind'])
      .where('objectId', '=', created.id)
      .execute();
    expect(audit.map((a) => `${a.kind}:${a.action}`).sort()).toEqual([
      'link:create',
      'link:delete',
      'link:update',
    ]);
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
