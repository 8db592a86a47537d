import { beforeAll, expect, it } from 'vitest';
import { createCallers, describeEachEngine } from '../support/test-app.ts';
import { validMember } from '../support/directory-fixtures.ts';

describeEachEngine('hoa API', (ctx) => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = (await createCallers(ctx().app)).admin;
  });

  const post = (payload: unknown) =>
    ctx().app.inject({ method: 'POST', url: '/api/hoa', headers: admin, payload: payload as object });
  const list = async () => (await ctx().app.inject({ method: 'GET', url: '/api/hoa' })).json();

  it('creates a member (201 { hoa }) and lists members as a bare array', async () => {
    const res = await post({ ...validMember, imgUrl: 'https://example.org/maria.jpg' });
    expect(res.statusCode).toBe(201);
    const { hoa } = res.json();
    expect(hoa).toMatchObject({
      fName: 'Maria',
      lName: 'Alvarez',
      title: 'President',
      imgUrl: 'https://example.org/maria.jpg',
    });
    expect(hoa._id).toBe(hoa.id);
    const all = await list();
    expect(Array.isArray(all)).toBe(true);
    expect(all).toContainEqual(hoa);
  });

  it('takes a photo uploaded to the site, and no title or photo at all', async () => {
    const uploaded = await post({ fName: 'David', lName: 'Chen', imgUrl: '/uploads/2025/abc123.webp' });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().hoa.imgUrl).toBe('/uploads/2025/abc123.webp');
    const bare = await post({ fName: 'Priya', lName: 'Raman' });
    expect(bare.statusCode).toBe(201);
    expect(bare.json().hoa).toMatchObject({ title: null, imgUrl: null });
  });

  it.each([
    [{ ...validMember, fName: '' }, 'fName', 'First name is required'],
    [{ ...validMember, lName: undefined }, 'lName', 'Last name is required'],
    [{ ...validMember, fName: 'x'.repeat(201) }, 'fName', 'First name cannot exceed 200 characters'],
    [{ ...validMember, title: 'x'.repeat(201) }, 'title', 'Title cannot exceed 200 characters'],
    [
      { ...validMember, imgUrl: 'javascript:alert(1)' },
      'imgUrl',
      'Photo must be an http or https address or an uploaded image',
    ],
    [
      { ...validMember, imgUrl: 'data:image/png;base64,AAAA' },
      'imgUrl',
      'Photo must be an http or https address or an uploaded image',
    ],
    [
      { ...validMember, imgUrl: '/uploads/../etc/passwd' },
      'imgUrl',
      'Photo must be an http or https address or an uploaded image',
    ],
    [
      { ...validMember, imgUrl: '/etc/passwd' },
      'imgUrl',
      'Photo must be an http or https address or an uploaded image',
    ],
  ])('refuses %j with 400 on %s and stores nothing', async (body, path, message) => {
    const before = await list();
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors).toContainEqual({ path, message });
    expect(await list()).toEqual(before);
  });

  it('edits with PATCH ({ hoa }), deletes with 204, 404 for unknown ids, audits each write', async () => {
    const { hoa: created } = (await post(validMember)).json();
    const patched = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/hoa/${created.id}`,
      headers: admin,
      payload: { title: 'Treasurer', imgUrl: '' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().hoa).toMatchObject({
      id: created.id,
      _id: created.id,
      fName: 'Maria',
      title: 'Treasurer',
      imgUrl: null,
    });
    const bad = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/hoa/${created.id}`,
      headers: admin,
      payload: { lName: '   ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Last name is required');
    expect(
      (await ctx().app.inject({ method: 'DELETE', url: `/api/hoa/${created.id}`, headers: admin }))
        .statusCode,
    ).toBe(204);
    const gone = await ctx().app.inject({ method: 'DELETE', url: `/api/hoa/${created.id}`, headers: admin });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Member not found');
    const audit = await ctx()
      .app.db.selectFrom('auditLog')
      .select(['action', 'kind', 'summary'])
      .where('objectId', '=', created.id)
      .execute();
    expect(audit.map((a) => `${a.kind}:${a.action}`).sort()).toEqual([
      'member:create',
      'member:delete',
      'member:update',
    ]);
    expect(audit.every((a) => a.summary === 'Maria Alvarez')).toBe(true);
  });
});
