import { beforeAll, expect, it } from 'vitest';
import { HOME_MESSAGES } from '../../src/shared/homes/homes.ts';
import { RESIDENT_CONFLICTS } from '../../src/shared/account.ts';
import { addressMatchKey } from '../../src/shared/homes/address-match.ts';
import { factories } from '../support/factories.ts';
import { createCallers, createUser, describeEachEngine } from '../support/test-app.ts';

type Callers = Awaited<ReturnType<typeof createCallers>>;
type Method = 'GET' | 'POST' | 'PATCH';

/** Residents linked to homes (docs/product/homes.md): the approval, the move, the unlink, and what each account says. */
describeEachEngine('residents and their homes (docs/product/homes.md)', (ctx) => {
  let callers: Callers;
  let n = 0;
  const app = () => ctx().app;
  const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    app().inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  /** A home on the roll with an address no other test uses. */
  const home = async (street = 'Linden Street SE') => {
    const res = await call('POST', '/api/homes', callers.admin, {
      address: `${100 + ++n} ${street}`,
      lot: `L${n}`,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; address: string; lot: string };
  };
  const pending = (address: string) =>
    factories(app().db).user({ residentStatus: 'pending', address, verified: true });
  const userItem = async (id: string) => {
    const list = await call('GET', '/api/user?limit=100', callers.admin);
    return list.json().find((u: { id: string }) => u.id === id);
  };

  beforeAll(async () => {
    callers = await createCallers(app());
  });

  it('approving with a home links the resident as owner or tenant; account, user list and roll all say so', async () => {
    const house = await home();
    const person = await pending(house.address);
    const res = await call('POST', `/api/user/${person.row.id}/resident`, callers.admin, {
      approved: true,
      homeId: house.id,
      relation: 'tenant',
    });
    expect(res.statusCode).toBe(200);
    const link = { id: house.id, address: house.address, lot: house.lot };
    expect(res.json()).toMatchObject({
      id: person.row.id,
      residentStatus: 'approved',
      home: link,
      relation: 'tenant',
    });
    expect((await call('GET', '/api/account', person.headers)).json()).toMatchObject({
      home: link,
      relation: 'tenant',
    });
    expect(await userItem(person.row.id)).toMatchObject({ home: link, relation: 'tenant' });
    const roll = (await call('GET', '/api/homes', callers.moderator)).json().items;
    expect(roll.find((h: { id: string }) => h.id === house.id).residents).toEqual([
      { id: person.row.id, username: person.row.username, relation: 'tenant' },
    ]);

    // Owner unless told.
    const other = await pending('somewhere');
    const owner = await call('POST', `/api/user/${other.row.id}/resident`, callers.admin, {
      approved: true,
      homeId: house.id,
    });
    expect(owner.json()).toMatchObject({ relation: 'owner', home: link });
  });

  it('approving without a home approves with none; an account with no home answers null for both', async () => {
    const person = await pending('9 Nowhere Road');
    expect((await call('GET', '/api/account', person.headers)).json()).toMatchObject({
      home: null,
      relation: null,
    });
    const res = await call('POST', `/api/user/${person.row.id}/resident`, callers.admin, { approved: true });
    expect(res.json()).toMatchObject({ residentStatus: 'approved', home: null, relation: null });
  });

  it('moves a resident to another home, unlinks them, and unlinks on a decline or a new address', async () => {
    const [first, second] = [await home(), await home()];
    const person = await pending(first.address);
    const decide = (body: object) => call('POST', `/api/user/${person.row.id}/resident`, callers.admin, body);
    await decide({ approved: true, homeId: first.id, relation: 'owner' });
    const moved = await decide({ approved: true, homeId: second.id, relation: 'owner' });
    expect(moved.json()).toMatchObject({ residentStatus: 'approved', home: { id: second.id } });
    const unlinked = await decide({ approved: true, homeId: null });
    expect(unlinked.json()).toMatchObject({ residentStatus: 'approved', home: null, relation: null });

    await decide({ approved: true, homeId: first.id, relation: 'tenant' });
    const declined = await decide({ approved: false });
    expect(declined.json()).toMatchObject({ residentStatus: 'none', home: null, relation: null });

    await decide({ approved: true, homeId: first.id });
    // A new address is reviewed again: the old home is not theirs until an admin says so.
    const patched = await call('PATCH', '/api/account', person.headers, { address: '77 Elsewhere Ave' });
    expect(patched.json()).toMatchObject({ residentStatus: 'pending', home: null, relation: null });

    const audit = await app()
      .db.selectFrom('auditLog')
      .select('summary')
      .where('objectId', '=', person.row.id)
      .where('action', '=', 'resident')
      .orderBy('createdAt')
      .execute();
    expect(audit.map((a) => a.summary)).toContain(
      `${person.row.username}: resident approved, owner of ${second.address} (was approved)`,
    );
  });

  it('links a board member to their home without changing their status, and still refuses to decide their request', async () => {
    const house = await home();
    const board = await createUser(app(), 'MODERATOR');
    const url = `/api/user/${board.user.id}/resident`;
    const linked = await call('POST', url, callers.admin, {
      approved: true,
      homeId: house.id,
      relation: 'owner',
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({
      residentStatus: 'approved',
      home: { id: house.id },
      relation: 'owner',
    });
    for (const body of [{ approved: true }, { approved: false }]) {
      const res = await call('POST', url, callers.admin, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(RESIDENT_CONFLICTS.staff);
    }
  });

  it('refuses a home that is not on the roll, a bad relation, a declined request with a home; nothing changes', async () => {
    const house = await home();
    const person = await pending(house.address);
    const url = `/api/user/${person.row.id}/resident`;
    const bad: [object, string][] = [
      [{ approved: true, homeId: 'aaaaaaaa-0000-4000-8000-000000000000' }, HOME_MESSAGES.notFound],
      [{ approved: true, homeId: house.id, relation: 'landlord' }, 'Relation must be owner or tenant'],
      [{ approved: true, homeId: 42 }, 'Home must be a home id or null'],
      [{ approved: false, homeId: house.id }, 'A declined request links no home'],
    ];
    for (const [body, message] of bad) {
      const res = await call('POST', url, callers.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const row = await app()
      .db.selectFrom('users')
      .selectAll()
      .where('id', '=', person.row.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ residentStatus: 'pending', homeId: null, homeRelation: null });
  });

  it('suggests the home a request names, ignoring case, spacing, punctuation and St/Street, SE/Southeast', async () => {
    const house = await home('Juniper Street Southeast');
    const number = house.address.split(' ')[0];
    for (const typed of [
      house.address,
      `${number} juniper st se`,
      `  ${number}   JUNIPER  St.  S.E. `,
      `${number} Juniper St, Southeast`,
    ]) {
      const res = await call('GET', `/api/homes/match?address=${encodeURIComponent(typed)}`, callers.admin);
      expect(res.statusCode).toBe(200);
      expect(res.json(), typed).toEqual({ home: { id: house.id, address: house.address, lot: house.lot } });
    }
    const none = await call(
      'GET',
      `/api/homes/match?address=${encodeURIComponent(`${number} Juniper Ave`)}`,
      callers.admin,
    );
    expect(none.json()).toEqual({ home: null });
    expect((await call('GET', '/api/homes/match', callers.admin)).statusCode).toBe(400);
    expect((await call('GET', `/api/homes/match?address=${'x'.repeat(201)}`, callers.admin)).statusCode).toBe(
      400,
    );
    for (const [who, status] of [
      ['anonymous', 401],
      ['user', 403],
      ['moderator', 200],
      ['admin', 200],
    ] as const) {
      expect((await call('GET', '/api/homes/match?address=1+Oak+St', callers[who])).statusCode, who).toBe(
        status,
      );
    }
  });

  it('links only by an admin: anonymous 401, user and moderator 403, nothing changes', async () => {
    const house = await home();
    const person = await pending(house.address);
    const body = { approved: true, homeId: house.id, relation: 'owner' };
    for (const [who, status] of [
      ['anonymous', 401],
      ['user', 403],
      ['moderator', 403],
    ] as const) {
      const res = await call('POST', `/api/user/${person.row.id}/resident`, callers[who], body);
      expect(res.statusCode, who).toBe(status);
    }
    const row = await app()
      .db.selectFrom('users')
      .selectAll()
      .where('id', '=', person.row.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ residentStatus: 'pending', homeId: null });
    expect((await call('POST', `/api/user/${person.row.id}/resident`, callers.admin, body)).statusCode).toBe(
      200,
    );
  });
});

it('a match key treats the usual spellings of one address as one', () => {
  expect(addressMatchKey('12 Oak Street SE')).toBe(addressMatchKey('12 oak st. s.e.'));
  expect(addressMatchKey('12 Oak Avenue Northwest')).toBe(addressMatchKey('12 OAK AVE NW'));
  expect(addressMatchKey('12 Oak Street')).not.toBe(addressMatchKey('12 Oak Avenue'));
});
