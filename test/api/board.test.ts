import { beforeAll, expect, it } from 'vitest';
import { createCallers, describeEachEngine } from '../support/test-app.ts';
import { validMember } from '../support/collections.ts';

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
});
