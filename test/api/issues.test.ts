import { beforeAll, expect, it } from 'vitest';
import { createCallers, describeEachEngine } from '../support/test-app.ts';
import { validIssue } from '../support/collections.ts';

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
});
