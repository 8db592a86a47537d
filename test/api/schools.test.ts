import { beforeAll, expect, it } from 'vitest';
import { createCallers, describeEachEngine } from '../support/test-app.ts';
import { validSchool } from '../support/directory-fixtures.ts';
import { defaultCommunity } from '../../src/shared/community-defaults.ts';

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

  it.each([
    [{ ...validSchool, name: '' }, 'name', 'Name is required'],
    [{ ...validSchool, name: undefined }, 'name', 'Name is required'],
    [{ ...validSchool, type: undefined }, 'type', 'Type is required'],
    [{ ...validSchool, type: 'college' }, 'type', 'Type must be elementary, middle or high'],
    [{ ...validSchool, district: '  ' }, 'district', 'District is required'],
    [{ ...validSchool, address: '' }, 'address', 'Address is required'],
    [{ ...validSchool, name: 'x'.repeat(201) }, 'name', 'Name cannot exceed 200 characters'],
    [{ ...validSchool, name: 42 }, 'name', 'Name must be text'],
    [{ ...validSchool, phone: 'call me' }, 'phone', 'Phone may contain only digits, spaces and ( ) + - .'],
    [{ ...validSchool, email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [
      { ...validSchool, website: 'javascript:alert(1)' },
      'website',
      'Website must be a valid http or https address',
    ],
    [
      { ...validSchool, website: 'data:text/html,hi' },
      'website',
      'Website must be a valid http or https address',
    ],
    [
      { ...validSchool, website: `https://example.org/${'a'.repeat(2048)}` },
      'website',
      'Website cannot exceed 2048 characters',
    ],
    [
      { ...validSchool, direction: 'javascript:alert(1)' },
      'direction',
      'Directions link must be a valid http or https address',
    ],
  ])('refuses %j with 400 on %s and stores nothing', async (body, path, message) => {
    const before = await list();
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors).toContainEqual({ path, message });
    expect(await list()).toEqual(before);
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const payload of ['"a string"', '[1,2]', '{not json']) {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/schools',
        headers: { ...admin, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
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

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await ctx().app.inject({
        method,
        url: `/api/schools/${unknown}`,
        headers: admin,
        payload: method === 'PATCH' ? { name: 'Renamed' } : undefined,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('School not found');
    }
    const bad = await ctx().app.inject({ method: 'DELETE', url: '/api/schools/bad%20id!', headers: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes with 204 and records every write in the audit log', async () => {
    const created = (await post({ ...validSchool, name: 'Delta Elementary' })).json();
    await ctx().app.inject({
      method: 'PATCH',
      url: `/api/schools/${created.id}`,
      headers: admin,
      payload: { district: 'Northshore' },
    });
    const res = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/schools/${created.id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await list()).some((s: { id: string }) => s.id === created.id)).toBe(false);
    const audit = await ctx()
      .app.db.selectFrom('auditLog')
      .select(['action', 'kind', 'summary'])
      .where('objectId', '=', created.id)
      .orderBy('createdAt')
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
    expect(audit.every((a) => a.kind === 'school' && a.summary === 'Delta Elementary')).toBe(true);
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
