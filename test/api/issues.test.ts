import { beforeAll, expect, it } from 'vitest';
import { createCallers, describeEachEngine } from '../support/test-app.ts';
import { validIssue } from '../support/directory-fixtures.ts';

describeEachEngine('issues API', (ctx) => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = (await createCallers(ctx().app)).admin;
  });

  const post = (payload: unknown) =>
    ctx().app.inject({ method: 'POST', url: '/api/issues', headers: admin, payload: payload as object });
  const list = async () => (await ctx().app.inject({ method: 'GET', url: '/api/issues' })).json();

  it('creates an issue (201, the issue itself) and lists issues as a bare array, oldest first', async () => {
    const first = await post({ ...validIssue, title: 'First issue' });
    const second = await post({ ...validIssue, title: 'Second issue' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ title: 'First issue', description: validIssue.description });
    expect(first.json()._id).toBe(first.json().id);
    expect(first.json().createdAt).toEqual(expect.any(String));
    const all = await list();
    expect(Array.isArray(all)).toBe(true);
    const ids = all.map((i: { id: string }) => i.id);
    expect(ids.indexOf(first.json().id)).toBeLessThan(ids.indexOf(second.json().id));
  });

  it('takes a title of 6 characters and a description of 11', async () => {
    const res = await post({ title: 'Noises', description: '12345678901' });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    [{ ...validIssue, title: 'Short' }, 'title', 'Title must be more than 5 characters'],
    [{ ...validIssue, title: undefined }, 'title', 'Title must be more than 5 characters'],
    [{ ...validIssue, title: 'x'.repeat(201) }, 'title', 'Title cannot exceed 200 characters'],
    [
      { ...validIssue, description: '1234567890' },
      'description',
      'Description must be more than 10 characters',
    ],
    [
      { ...validIssue, description: 'x'.repeat(5001) },
      'description',
      'Description cannot exceed 5000 characters',
    ],
    [{ ...validIssue, description: 12345678901 }, 'description', 'Description must be text'],
  ])('refuses %j with 400 on %s and stores nothing', async (body, path, message) => {
    const before = await list();
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors).toContainEqual({ path, message });
    expect(await list()).toEqual(before);
  });

  it('edits with PATCH, deletes with 204, 404 for unknown ids, audits each write', async () => {
    const created = (await post({ ...validIssue, title: 'Barking dogs' })).json();
    const patched = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/issues/${created.id}`,
      headers: admin,
      payload: { description: 'Please keep dogs quiet after 10 PM.' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      id: created.id,
      title: 'Barking dogs',
      description: 'Please keep dogs quiet after 10 PM.',
    });
    const bad = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/issues/${created.id}`,
      headers: admin,
      payload: { title: 'Dogs' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Title must be more than 5 characters');

    expect(
      (await ctx().app.inject({ method: 'DELETE', url: `/api/issues/${created.id}`, headers: admin }))
        .statusCode,
    ).toBe(204);
    const gone = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/issues/${created.id}`,
      headers: admin,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Issue not found');
    const audit = await ctx()
      .app.db.selectFrom('auditLog')
      .select(['action', 'kind'])
      .where('objectId', '=', created.id)
      .execute();
    expect(audit.map((a) => `${a.kind}:${a.action}`).sort()).toEqual([
      'issue:create',
      'issue:delete',
      'issue:update',
    ]);
  });
});
