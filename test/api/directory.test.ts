import { beforeAll, expect, it } from 'vitest';
import { newId } from '../../src/server/db/ids.ts';
import { PHONE_MESSAGE } from '../../src/shared/directory/directory.ts';
import { factories, type MadeUser, type UserOptions } from '../support/factories.ts';
import { createCallers, describeEachEngine } from '../support/test-app.ts';

type Callers = Awaited<ReturnType<typeof createCallers>>;
type Choices = { listed?: boolean; showEmail?: boolean; showPhone?: boolean; showAddress?: boolean };

let counter = 0;
/** A name no other account of this run has, holding `tag` (searches find it by that). */
const nameWith = (tag: string) => `${tag}${(counter += 1)}`;

describeEachEngine('the residents directory (docs/product/homes.md)', (ctx) => {
  let callers: Callers;
  let reader: MadeUser;
  const app = () => ctx().app;
  const list = (query = '', headers: Record<string, string> = reader.headers) =>
    app().inject({ method: 'GET', url: `/api/directory${query}`, headers });
  const patch = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    app().inject({ method: 'PATCH', url: '/api/account', headers, payload });

  /** An approved resident who chose these directory fields (through the account API). */
  async function neighbour(choices: Choices, options: UserOptions & { phone?: string } = {}) {
    const { phone = '+1 (425) 555-0100', ...userOptions } = options;
    const made = await factories(app().db).resident({
      address: '12 Juniper Lane',
      ...userOptions,
      username: userOptions.username ?? nameWith('nb'),
    });
    const res = await patch(made.headers, { phone, directory: choices });
    expect(res.statusCode).toBe(200);
    return made;
  }

  /** The directory entries whose name holds `q`. */
  async function found(q: string) {
    const res = await list(`?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    return res.json().items as Record<string, unknown>[];
  }

  beforeAll(async () => {
    callers = await createCallers(app());
    reader = await factories(app().db).resident();
  });

  it('is read by approved residents and staff: signed out 401, a user not approved 403', async () => {
    const pending = await factories(app().db).user({ residentStatus: 'pending', address: '3 Oak Row' });
    const expected: [Record<string, string>, number][] = [
      [callers.anonymous, 401],
      [callers.user, 403],
      [pending.headers, 403],
      [reader.headers, 200],
      [callers.moderator, 200],
      [callers.admin, 200],
    ];
    for (const [headers, status] of expected) {
      const res = await list('', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(status);
      if (status === 200) expect(res.json()).toMatchObject({ items: expect.any(Array), nextCursor: null });
    }
  });

  it('PATCH /api/account takes the phone and the directory choices from anyone signed in, audited', async () => {
    const body = { phone: '425-555-0199', directory: { listed: true, showPhone: true } };
    expect((await patch(callers.anonymous, body)).statusCode).toBe(401);
    for (const who of ['user', 'moderator', 'admin'] as const) {
      const res = await patch(callers[who], body);
      expect(res.statusCode, who).toBe(200);
      expect(res.json()).toMatchObject({
        phone: '425-555-0199',
        directory: { listed: true, showEmail: false, showPhone: true, showAddress: false },
      });
      const again = await app().inject({ method: 'GET', url: '/api/account', headers: callers[who] });
      expect(again.json()).toMatchObject({ phone: '425-555-0199', directory: { listed: true } });
    }
    const audited = await app()
      .db.selectFrom('auditLog')
      .select('summary')
      .where('kind', '=', 'account')
      .where('summary', 'like', '%directoryListed%')
      .execute();
    expect(audited).toHaveLength(3);
    expect(audited[0]!.summary).toMatch(/phone, directoryListed, directoryShowPhone/);
    // A blank phone clears it; a choice not sent stays as it was.
    const cleared = await patch(callers.user, { phone: '  ', directory: { listed: false } });
    expect(cleared.json()).toMatchObject({ phone: null, directory: { listed: false, showPhone: true } });
  });

  it('shows each listed neighbour with exactly the fields they chose (8 combinations, listed or not)', async () => {
    const flags = [false, true];
    for (const listed of flags) {
      for (const showEmail of flags) {
        for (const showPhone of flags) {
          for (const showAddress of flags) {
            const choices = { listed, showEmail, showPhone, showAddress };
            const tag = `cmb${listed ? 1 : 0}${showEmail ? 1 : 0}${showPhone ? 1 : 0}${showAddress ? 1 : 0}x`;
            const made = await neighbour(choices, { username: nameWith(tag) });
            const items = await found(tag);
            if (!listed) {
              expect(items, JSON.stringify(choices)).toEqual([]);
              continue;
            }
            const expected: Record<string, unknown> = { id: made.user.id, name: made.user.username };
            if (showAddress) expected.address = '12 Juniper Lane';
            if (showEmail) expected.email = made.user.email;
            if (showPhone) expected.phone = '+1 (425) 555-0100';
            expect(items, JSON.stringify(choices)).toEqual([expected]);
            expect(Object.keys(items[0]!).sort(), JSON.stringify(choices)).toEqual(
              Object.keys(expected).sort(),
            );
          }
        }
      }
    }
  });

  it('lists approved residents and staff only, and no phone that was not given', async () => {
    const pending = await factories(app().db).user({
      username: nameWith('onlyapp'),
      residentStatus: 'pending',
      address: '1 Pending Place',
    });
    await patch(pending.headers, { directory: { listed: true } });
    const moderator = await factories(app().db).user({ role: 'MODERATOR', username: nameWith('onlyapp') });
    await patch(moderator.headers, { directory: { listed: true, showPhone: true, showAddress: true } });
    const items = await found('onlyapp');
    // A moderator with no phone and no address shows the name alone.
    expect(items).toEqual([{ id: moderator.user.id, name: moderator.user.username }]);
  });

  it('q finds a name or a shown street in any case, and never a hidden field', async () => {
    const shown = await neighbour(
      { listed: true, showAddress: true },
      { username: nameWith('Q_Shown'), address: '40 Zinnia Crescent', email: 'zinnia.shown@example.org' },
    );
    const hidden = await neighbour(
      { listed: true, showEmail: true, showPhone: true },
      {
        username: nameWith('Q_Hidden'),
        address: '41 Zinnia Crescent',
        email: 'yarrow.hidden@example.org',
        phone: '206 555 0142',
      },
    );
    expect((await found('q_shown')).map((e) => e.id)).toEqual([shown.user.id]);
    expect((await found('Q_HIDDEN')).map((e) => e.id)).toEqual([hidden.user.id]);
    // The street finds the neighbour who shows their address, not the one who hides it.
    expect((await found('zinnia')).map((e) => e.id)).toEqual([shown.user.id]);
    expect(await found('41 Zinnia')).toEqual([]);
    // Emails and phones are never searched, shown or not.
    expect(await found('yarrow')).toEqual([]);
    expect(await found('zinnia.shown')).toEqual([]);
    expect(await found('555 0142')).toEqual([]);
    // LIKE's wildcards are plain characters in a search.
    expect(await found('Q%Shown')).toEqual([]);
    expect(await found('Q_Shown')).toHaveLength(1);
    expect(await found('Q Shown')).toEqual([]);
  });

  it('shows and searches the linked home address rather than the one given', async () => {
    const now = new Date().toISOString();
    const homeId = newId();
    await app()
      .db.insertInto('homes')
      .values({
        id: homeId,
        address: '7 Quillwort Way',
        addressKey: '7 quillwort way',
        lot: '12',
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const linked = await neighbour(
      { listed: true, showAddress: true },
      { username: nameWith('linked'), address: '7 Quillwort Wy, Bothell' },
    );
    await app()
      .db.updateTable('users')
      .set({ homeId, homeRelation: 'tenant' })
      .where('id', '=', linked.user.id)
      .execute();
    expect(await found('quillwort way')).toEqual([
      { id: linked.user.id, name: linked.user.username, address: '7 Quillwort Way' },
    ]);
    expect(await found('bothell')).toEqual([]);
  });

  it.each([
    ['+1 (425) 555-0100'],
    ['425.555.0100'],
    ['425-555-0100 ext. 12'],
    ['425 555 0100 x12'],
    ['+44 20 7946 0958'],
  ])('takes the phone number %s', async (phone) => {
    const user = await factories(app().db).user();
    const res = await patch(user.headers, { phone });
    expect(res.statusCode).toBe(200);
    expect(res.json().phone).toBe(phone);
  });

  it.each([
    ['call me', PHONE_MESSAGE],
    ['12', PHONE_MESSAGE],
    ['555-0100 ext', PHONE_MESSAGE],
    ['555-0100; drop table', PHONE_MESSAGE],
    ['1'.repeat(41), 'Phone cannot exceed 40 characters'],
    [42, 'Phone must be text'],
  ])('refuses the phone %s with 400 and changes nothing', async (phone, message) => {
    const user = await factories(app().db).user();
    await patch(user.headers, { phone: '425 555 0100' });
    const res = await patch(user.headers, { phone });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'phone', message });
    const account = await app().inject({ method: 'GET', url: '/api/account', headers: user.headers });
    expect(account.json().phone).toBe('425 555 0100');
  });

  it.each([
    [{ directory: { listed: 'yes' } }, 'directory.listed', 'Listed must be true or false'],
    [{ directory: { showEmail: 1 } }, 'directory.showEmail', 'Show email must be true or false'],
    [{ directory: true }, 'directory', 'Directory must be an object'],
    [{}, '', 'Send at least one field to change'],
  ])('refuses the choices %j with 400', async (body, path, message) => {
    const res = await patch(callers.user, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
  });

  it('pages by name with ?limit= and ?cursor=, a page of 100 by default', async () => {
    const names = ['pgE', 'pgA', 'pgD', 'pgb', 'pgC'].map((n) => nameWith(`${n}_`));
    for (const username of names) await neighbour({ listed: true }, { username });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(`?q=pg&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.items.length).toBeLessThanOrEqual(2);
      seen.push(...body.items.map((e: { name: string }) => e.name));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    // By name, whatever its case.
    expect(seen).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(pages).toBe(3);
    const whole = (await list('?q=pg')).json();
    expect(whole.items).toHaveLength(5);
    expect(whole.nextCursor).toBeNull();
    for (const query of [
      '?limit=0',
      '?limit=101',
      '?limit=two',
      '?cursor=nonsense',
      `?q=${'x'.repeat(201)}`,
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toEqual(expect.any(String));
    }
  });
});
