import { expect, it } from 'vitest';
import { defaultCommunity } from '../../src/shared/community/defaults.ts';
import { createCallers, createUser, describeEachEngine } from '../support/test-app.ts';

/**
 * Waits until the clock has left the current millisecond. Entries are ordered by a millisecond
 * timestamp (ties in random id order), so a write after this one gets a later one than any before.
 */
async function nextMillisecond(): Promise<void> {
  const now = Date.now();
  while (Date.now() <= now) await new Promise((resolve) => setTimeout(resolve, 1));
}

describeEachEngine('audit API', (ctx) => {
  const audit = (query: string, headers: Record<string, string>) =>
    ctx().app.inject({ method: 'GET', url: `/api/audit${query}`, headers });

  it('lists staff writes newest first, filtered by person and kind', async () => {
    const { app } = ctx();
    const alice = await createUser(app, 'ADMIN', 'alice_admin');
    const bob = await createUser(app, 'ADMIN', 'bob_admin');
    const target = await createUser(app, 'USER');
    await app.inject({
      method: 'POST',
      url: `/api/user/${target.user.id}`,
      headers: alice.headers,
      payload: { role: 'MODERATOR' },
    });
    await nextMillisecond();
    await app.inject({
      method: 'PUT',
      url: '/api/community/settings',
      headers: bob.headers,
      payload: { ...defaultCommunity, managerName: 'Robin Park' },
    });
    await nextMillisecond();
    await app.inject({ method: 'DELETE', url: `/api/user/${target.user.id}`, headers: bob.headers });

    const all = await audit('', alice.headers);
    expect(all.statusCode).toBe(200);
    const entries = all.json();
    expect(entries.map((e: { action: string }) => e.action).slice(0, 3)).toEqual([
      'delete',
      'settings',
      'role',
    ]);
    expect(entries[0]).toMatchObject({
      _id: entries[0].id,
      actorId: bob.user.id,
      actorName: 'bob_admin',
      kind: 'user',
      objectId: target.user.id,
    });
    const times = entries.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const byAlice = (await audit('?actor=ALICE_admin', alice.headers)).json();
    expect(byAlice.map((e: { actorName: string }) => e.actorName)).toEqual(['alice_admin']);
    const byBobId = (await audit(`?actor=${bob.user.id}`, alice.headers)).json();
    expect(byBobId).toHaveLength(2);
    const users = (await audit('?kind=user', alice.headers)).json();
    expect(users.map((e: { action: string }) => e.action)).toEqual(['delete', 'role']);
    const bobUsers = (await audit('?actor=bob_admin&kind=user', alice.headers)).json();
    expect(bobUsers.map((e: { action: string }) => e.action)).toEqual(['delete']);
    expect((await audit('?limit=1', alice.headers)).json()).toHaveLength(1);
    expect((await audit('?actor=nobody', alice.headers)).json()).toEqual([]);
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['moderator', 403],
    ['admin', 200],
  ] as const)('GET /api/audit as %s answers %i', async (who, status) => {
    const callers = await createCallers(ctx().app);
    expect((await audit('', callers[who])).statusCode).toBe(status);
  });

  it.each(['?limit=0', '?limit=501', '?limit=ten', `?actor=${'x'.repeat(65)}`, `?kind=${'x'.repeat(51)}`])(
    'refuses the query %s with 400',
    async (query) => {
      const admin = await createUser(ctx().app, 'ADMIN');
      const res = await audit(query, admin.headers);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    },
  );

  it('offers no way to write or erase the log', async () => {
    const admin = await createUser(ctx().app, 'ADMIN');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await ctx().app.inject({ method, url: '/api/audit', headers: admin.headers, payload: {} });
      expect(res.statusCode).toBe(404);
    }
  });
});
