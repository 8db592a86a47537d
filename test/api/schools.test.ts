import { beforeAll, expect, it } from 'vitest';
import { createCallers, describeEachEngine } from '../support/test-app.ts';
import { validSchool } from '../support/collections.ts';
import { defaultCommunity } from '../../src/shared/community/defaults.ts';

describeEachEngine('schools API', (ctx) => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = (await createCallers(ctx().app)).admin;
  });

  const post = (payload: unknown) =>
    ctx().app.inject({ method: 'POST', url: '/api/schools', headers: admin, payload: payload as object });
  const list = async () => (await ctx().app.inject({ method: 'GET', url: '/api/schools' })).json();

  it('creates a school (201, the object itself with id and _id) and lists it in a bare array', async () => {
    const res = await post({
      ...validSchool,
      name: 'Alpha Elementary',
      type: 'Elementary',
      phone: '(425) 555-0101',
      email: 'office@alpha.example.org',
      website: 'https://alpha.example.org',
    });
    expect(res.statusCode).toBe(201);
    const school = res.json();
    expect(school).toMatchObject({
      name: 'Alpha Elementary',
      type: 'elementary',
      district: validSchool.district,
      address: validSchool.address,
      phone: '(425) 555-0101',
      email: 'office@alpha.example.org',
      website: 'https://alpha.example.org',
    });
    expect(school._id).toBe(school.id);
    expect(school.createdAt).toEqual(expect.any(String));
    // Without a link of its own, directions search the maps for the address.
    expect(school.direction).toBe(
      `https://www.openstreetmap.org/search?query=${encodeURIComponent(validSchool.address)}`,
    );
    const all = await list();
    expect(Array.isArray(all)).toBe(true);
    expect(all.find((s: { id: string }) => s.id === school.id)).toMatchObject({ name: 'Alpha Elementary' });
  });

  it('keeps a directions link that is given, and stores absent optional fields as null', async () => {
    const res = await post({ ...validSchool, direction: 'https://maps.example.org/?q=school' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      direction: 'https://maps.example.org/?q=school',
      phone: null,
      email: null,
      website: null,
    });
  });

  it('updates some fields with PATCH, keeps the others, and recomputes directions from a new address', async () => {
    const created = (
      await post({ ...validSchool, name: 'Beta Middle', type: 'middle', phone: '425 555 0102' })
    ).json();
    const res = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/schools/${created.id}`,
      headers: admin,
      payload: { address: '1 Main St, Bothell, WA', email: 'beta@example.org' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      _id: created.id,
      name: 'Beta Middle',
      type: 'middle',
      phone: '425 555 0102',
      address: '1 Main St, Bothell, WA',
      email: 'beta@example.org',
      direction: `https://www.openstreetmap.org/search?query=${encodeURIComponent('1 Main St, Bothell, WA')}`,
    });
    // A blank optional field clears it.
    const cleared = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/schools/${created.id}`,
      headers: admin,
      payload: { phone: '' },
    });
    expect(cleared.json().phone).toBeNull();
  });

  it('refuses a PATCH with nothing to change or a bad field, and changes nothing', async () => {
    const created = (await post({ ...validSchool, name: 'Gamma High', type: 'high' })).json();
    for (const payload of [
      {},
      { unknown: 'x' },
      { type: 'university' },
      { website: 'ftp://x.org' },
      { name: '' },
    ]) {
      const res = await ctx().app.inject({
        method: 'PATCH',
        url: `/api/schools/${created.id}`,
        headers: admin,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const stored = (await list()).find((s: { id: string }) => s.id === created.id);
    expect(stored).toEqual(created);
  });

  it('lists schools by name', async () => {
    const names = (await list()).map((s: { name: string }) => s.name);
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    expect(names.length).toBeGreaterThan(2);
    expect(names).toEqual([...names].sort(collator.compare));
  });

  it('searches directions with the maps provider the community settings name', async () => {
    const created = (await post({ ...validSchool, name: 'Provider Elementary' })).json();
    const google = 'https://www.google.com/maps/search/?api=1&query={address}';
    const save = (mapsSearchUrl: string) =>
      ctx().app.inject({
        method: 'PUT',
        url: '/api/community/settings',
        headers: admin,
        payload: { ...defaultCommunity, mapsSearchUrl },
      });
    expect((await save(google)).statusCode).toBe(200);
    try {
      const school = (await list()).find((s: { id: string }) => s.id === created.id);
      expect(school.direction).toBe(
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(validSchool.address)}`,
      );
    } finally {
      await save(defaultCommunity.mapsSearchUrl);
    }
  });
});
