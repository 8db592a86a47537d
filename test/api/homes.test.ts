import { beforeAll, beforeEach, expect, it } from 'vitest';
import { HOME_MESSAGES } from '../../src/shared/homes/homes.ts';
import { factories } from '../support/factories.ts';
import { countRows, createCallers, describeEachEngine } from '../support/test-app.ts';

type Callers = Awaited<ReturnType<typeof createCallers>>;

describeEachEngine('homes (docs/product/homes.md)', (ctx) => {
  let callers: Callers;
  const app = () => ctx().app;
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    who: keyof Callers,
    payload?: Record<string, unknown>,
  ) => app().inject({ method, url, headers: callers[who], ...(payload === undefined ? {} : { payload }) });
  const importCsv = (csv: string | Buffer, who: keyof Callers = 'admin', query = '') =>
    app().inject({
      method: 'POST',
      url: `/api/homes/import${query}`,
      headers: { ...callers[who], 'content-type': 'text/csv' },
      payload: csv,
    });

  beforeAll(async () => {
    callers = await createCallers(app());
  });
  beforeEach(async () => {
    await app().db.updateTable('users').set({ homeId: null, homeRelation: null }).execute();
    await app().db.deleteFrom('homes').execute();
  });

  it('lets moderators and admins read the roll, only admins change it (4 roles, every route)', async () => {
    const home = (await call('POST', '/api/homes', 'admin', { address: '1 Matrix Way' })).json();
    const expected: [string, string, Record<string, unknown> | undefined, Record<keyof Callers, number>][] = [
      ['GET', '/api/homes', undefined, { anonymous: 401, user: 403, moderator: 200, admin: 200 }],
      ['GET', '/api/homes/export', undefined, { anonymous: 401, user: 403, moderator: 200, admin: 200 }],
      [
        'POST',
        '/api/homes',
        { address: '2 Matrix Way' },
        { anonymous: 401, user: 403, moderator: 403, admin: 201 },
      ],
      [
        'PATCH',
        `/api/homes/${home.id}`,
        { lot: '7' },
        { anonymous: 401, user: 403, moderator: 403, admin: 200 },
      ],
      [
        'DELETE',
        `/api/homes/${home.id}`,
        undefined,
        { anonymous: 401, user: 403, moderator: 403, admin: 204 },
      ],
    ];
    for (const [method, url, payload, statuses] of expected) {
      for (const who of ['anonymous', 'user', 'moderator', 'admin'] as const) {
        const res = await call(method as 'GET', url, who, payload);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(statuses[who]);
      }
    }
    for (const who of ['anonymous', 'user', 'moderator'] as const) {
      expect((await importCsv('address,lot\n3 Matrix Way,1\n', who)).statusCode, who).toBe(
        who === 'anonymous' ? 401 : 403,
      );
    }
    expect(await countRows(app(), 'homes')).toBe(1);
    expect((await importCsv('address,lot\n3 Matrix Way,1\n')).statusCode).toBe(200);
  });

  it('lists homes by address with their residents; adds, edits and refuses bad or duplicate addresses', async () => {
    const b = (await call('POST', '/api/homes', 'admin', { address: '20 Birch Street', lot: ' 14 ' })).json();
    expect(b).toMatchObject({ address: '20 Birch Street', lot: '14', residents: [] });
    expect(b._id).toBe(b.id);
    await call('POST', '/api/homes', 'admin', { address: '10 Alder Lane' });
    const make = factories(app().db);
    const owner = await make.resident({ username: 'birch_owner' });
    const tenant = await make.resident({ username: 'birch_tenant' });
    await app()
      .db.updateTable('users')
      .set({ homeId: b.id, homeRelation: 'owner' })
      .where('id', '=', owner.row.id)
      .execute();
    await app()
      .db.updateTable('users')
      .set({ homeId: b.id, homeRelation: 'tenant' })
      .where('id', '=', tenant.row.id)
      .execute();

    const list = (await call('GET', '/api/homes', 'moderator')).json();
    expect(list.items.map((h: { address: string }) => h.address)).toEqual([
      '10 Alder Lane',
      '20 Birch Street',
    ]);
    expect(list.items[1].residents).toEqual([
      { id: owner.row.id, username: 'birch_owner', relation: 'owner' },
      { id: tenant.row.id, username: 'birch_tenant', relation: 'tenant' },
    ]);

    for (const address of ['20 birch street', '  20   BIRCH   Street ']) {
      const res = await call('POST', '/api/homes', 'admin', { address });
      expect(res.statusCode, address).toBe(409);
      expect(res.json().message).toBe(HOME_MESSAGES.duplicate);
    }
    const renameToTaken = await call('PATCH', `/api/homes/${b.id}`, 'admin', { address: '10 ALDER lane' });
    expect(renameToTaken.statusCode).toBe(409);
    for (const [payload, message] of [
      [{}, 'Address is required'],
      [{ address: '   ' }, 'Address is required'],
      [{ address: 'x'.repeat(201) }, 'Address cannot exceed 200 characters'],
      [{ address: '5 Elm', lot: 'x'.repeat(41) }, 'Lot cannot exceed 40 characters'],
      [{ address: 5 }, 'Address must be text'],
    ] as const) {
      const res = await call('POST', '/api/homes', 'admin', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const edited = await call('PATCH', `/api/homes/${b.id}`, 'admin', { lot: null });
    expect(edited.json()).toMatchObject({ address: '20 Birch Street', lot: null });
    expect((await call('PATCH', `/api/homes/${b.id}`, 'admin', {})).statusCode).toBe(400);
    expect((await call('PATCH', '/api/homes/no-such-home', 'admin', { lot: '1' })).statusCode).toBe(404);
    expect(await countRows(app(), 'homes')).toBe(2);
  });

  it('refuses to delete a home while residents are linked, and says why', async () => {
    const home = (await call('POST', '/api/homes', 'admin', { address: '3 Cedar Court' })).json();
    const resident = await factories(app().db).resident();
    await app()
      .db.updateTable('users')
      .set({ homeId: home.id, homeRelation: 'owner' })
      .where('id', '=', resident.row.id)
      .execute();
    const refused = await call('DELETE', `/api/homes/${home.id}`, 'admin');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(HOME_MESSAGES.hasResidents(1));
    expect(await countRows(app(), 'homes')).toBe(1);
    await app().db.updateTable('users').set({ homeId: null, homeRelation: null }).execute();
    expect((await call('DELETE', `/api/homes/${home.id}`, 'admin')).statusCode).toBe(204);
    expect((await call('DELETE', `/api/homes/${home.id}`, 'admin')).statusCode).toBe(404);
  });

  it('imports a roll: creates the new homes, skips the known ones, reports bad lines by number', async () => {
    await call('POST', '/api/homes', 'admin', { address: '1 Known Road' });
    const csv = [
      'address,lot',
      '1 known road,9',
      '"12 Oak St, Unit B",A-12',
      '',
      ',5',
      `${'x'.repeat(201)},1`,
      '14 Oak St',
      '14  OAK st,3',
      '15 Oak St,1,extra',
    ].join('\r\n');
    const preview = await importCsv(`\uFEFF${csv}`, 'admin', '?dryRun=true');
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      created: 2,
      skipped: 2,
      errors: [
        { line: 5, message: 'Address is required' },
        { line: 6, message: 'Address cannot exceed 200 characters' },
        { line: 9, message: HOME_MESSAGES.csvFields },
      ],
    });
    expect(await countRows(app(), 'homes')).toBe(1);
    const done = await importCsv(`\uFEFF${csv}`);
    expect(done.json()).toEqual(preview.json());
    const addresses = (await call('GET', '/api/homes', 'admin'))
      .json()
      .items.map((h: { address: string; lot: string | null }) => [h.address, h.lot]);
    expect(addresses).toEqual([
      ['1 Known Road', null],
      ['12 Oak St, Unit B', 'A-12'],
      ['14 Oak St', null],
    ]);
    // The same file again: everything is already there.
    expect((await importCsv(csv)).json()).toMatchObject({ created: 0, skipped: 4 });
  });

  it('refuses a whole file that is not a roll, importing nothing of it', async () => {
    const big = ['address,lot', ...Array.from({ length: 10_000 }, (_, i) => `${i} Long Street,${i}`)].join(
      '\n',
    );
    for (const [csv, message] of [
      ['', HOME_MESSAGES.csvEmpty],
      ['address,lot\n', HOME_MESSAGES.csvEmpty],
      ['street,number\n1 Elm,2\n', HOME_MESSAGES.csvHeader],
      ['1 Elm,2\n2 Elm,3\n', HOME_MESSAGES.csvHeader],
      [big, HOME_MESSAGES.csvTooLong],
    ] as const) {
      const res = await importCsv(csv);
      expect(res.statusCode, csv.slice(0, 30)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const unreadable = await importCsv('address,lot\n"1 Elm,2\n');
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().message).toMatch(/^The file could not be read as CSV: /);
    const json = await app().inject({
      method: 'POST',
      url: '/api/homes/import',
      headers: callers.admin,
      payload: { csv: 'address,lot' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(HOME_MESSAGES.csvNotCsv);
    expect(await countRows(app(), 'homes')).toBe(0);
  });

  it('imports a 262-home roll in one go, and exports it back in the same format', async () => {
    const roll = [
      'address,lot',
      ...Array.from({ length: 262 }, (_, i) => `"${16700 + i} Cedar Way, Bothell",${i + 1}`),
    ];
    const res = await importCsv(roll.join('\n'));
    expect(res.json()).toEqual({ created: 262, skipped: 0, errors: [] });
    const exported = await call('GET', '/api/homes/export', 'moderator');
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="homes.csv"');
    const lines = exported.body.trim().split('\r\n');
    expect(lines[0]).toBe('address,lot');
    expect(lines).toHaveLength(263);
    expect(lines).toContain('"16700 Cedar Way, Bothell",1');
    // A cell a spreadsheet would run as a formula is defused.
    await call(
      'PATCH',
      `/api/homes/${(await call('GET', '/api/homes', 'admin')).json().items[0].id}`,
      'admin',
      {
        lot: '=HYPERLINK("http://evil.example")',
      },
    );
    const defused = (await call('GET', '/api/homes/export', 'admin')).body;
    expect(defused).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    await app().db.deleteFrom('homes').execute();
    expect((await importCsv(exported.body)).json()).toEqual({ created: 262, skipped: 0, errors: [] });
  });
});
