import { expect, it } from 'vitest';
import { changeUserRole, deleteUser } from '../../src/server/users/queries.ts';
import { createCallers, createUser, describeEachEngine } from '../support/test-app.ts';

describeEachEngine('users API', (ctx) => {
  const roleOf = async (id: string) =>
    (await ctx().app.db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirst())?.role;
  const sessionsOf = async (id: string) =>
    Number(
      (
        await ctx()
          .app.db.selectFrom('sessions')
          .select(ctx().app.db.fn.countAll().as('n'))
          .where('userId', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('lists every user as a bare array of public users, newest first, to an admin', async () => {
    const { app } = ctx();
    const admin = await createUser(app, 'ADMIN');
    const listed = await createUser(app, 'USER');
    const res = await app.inject({ method: 'GET', url: '/api/user', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body[0]).toMatchObject({ id: listed.user.id, _id: listed.user.id, role: 'USER' });
    // The public user's fields, the home address the person gave (the users screen shows it) and
    // the home on the roll they are linked to (docs/product/homes.md).
    expect(Object.keys(body[0]).sort()).toEqual([
      '_id',
      'address',
      'createdAt',
      'email',
      'emailVerified',
      'home',
      'id',
      'relation',
      'residentStatus',
      'role',
      'username',
    ]);
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash/);
    const times = body.map((u: { createdAt: string }) => u.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['moderator', 403],
    ['admin', 200],
  ] as const)('GET /api/user as %s answers %i', async (who, status) => {
    const callers = await createCallers(ctx().app);
    const res = await ctx().app.inject({ method: 'GET', url: '/api/user', headers: callers[who] });
    expect(res.statusCode).toBe(status);
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['moderator', 403],
    ['admin', 200],
  ] as const)(
    'POST /api/user/:id (role) as %s answers %i and changes only when allowed',
    async (who, status) => {
      const { app } = ctx();
      const callers = await createCallers(app);
      const target = await createUser(app, 'USER');
      const res = await app.inject({
        method: 'POST',
        url: `/api/user/${target.user.id}`,
        headers: callers[who],
        payload: { role: 'MODERATOR' },
      });
      expect(res.statusCode).toBe(status);
      expect(await roleOf(target.user.id)).toBe(status === 200 ? 'MODERATOR' : 'USER');
      // A non-admin learns nothing from a bad body either: the guard answers first.
      const bad = await app.inject({
        method: 'POST',
        url: `/api/user/${target.user.id}`,
        headers: callers[who],
        payload: { role: 'OWNER' },
      });
      expect(bad.statusCode).toBe(status === 200 ? 400 : status);
    },
  );

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['moderator', 403],
    ['admin', 200],
  ] as const)('PATCH /api/user/:id (role) as %s answers %i', async (who, status) => {
    const { app } = ctx();
    const callers = await createCallers(app);
    const target = await createUser(app, 'USER');
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/user/${target.user.id}`,
      headers: callers[who],
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(status);
    expect(await roleOf(target.user.id)).toBe(status === 200 ? 'ADMIN' : 'USER');
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['moderator', 403],
    ['admin', 204],
  ] as const)('DELETE /api/user/:id as %s answers %i and deletes only when allowed', async (who, status) => {
    const { app } = ctx();
    const callers = await createCallers(app);
    const target = await createUser(app, 'USER');
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/user/${target.user.id}`,
      headers: callers[who],
    });
    expect(res.statusCode).toBe(status);
    expect(res.body === '' || typeof res.json().message === 'string').toBe(true);
    expect(await roleOf(target.user.id)).toBe(status === 204 ? undefined : 'USER');
  });

  it('accepts a role in any case, stores it upper case and returns the user', async () => {
    const { app } = ctx();
    const admin = await createUser(app, 'ADMIN');
    const target = await createUser(app, 'USER');
    for (const [sent, stored] of [
      ['moderator', 'MODERATOR'],
      ['Admin', 'ADMIN'],
      [' user ', 'USER'],
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/user/${target.user.id}`,
        headers: admin.headers,
        payload: { role: sent },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: target.user.id, _id: target.user.id, role: stored });
      expect(res.json().passwordHash).toBeUndefined();
      expect(await roleOf(target.user.id)).toBe(stored);
    }
  });

  it.each([
    [{ role: 'OWNER' }],
    [{ role: 'superadmin' }],
    [{ role: '' }],
    [{ role: 7 }],
    [{ role: null }],
    [{ role: ['ADMIN'] }],
    [{ role: 'A'.repeat(10_000) }],
    [{}],
  ])('refuses %j with 400 and a clear message, changing nothing', async (payload) => {
    const { app } = ctx();
    const admin = await createUser(app, 'ADMIN');
    const target = await createUser(app, 'USER');
    const res = await app.inject({
      method: 'POST',
      url: `/api/user/${target.user.id}`,
      headers: admin.headers,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Role (is required|must be one of USER, MODERATOR, ADMIN)$/);
    expect(res.json().errors[0].path).toBe('role');
    expect(await roleOf(target.user.id)).toBe('USER');
    expect(await sessionsOf(target.user.id)).toBe(1);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const { app } = ctx();
    const admin = await createUser(app, 'ADMIN');
    for (const method of ['POST', 'PATCH', 'DELETE'] as const) {
      const res = await app.inject({
        method,
        url: '/api/user/no-such-user',
        headers: admin.headers,
        payload: method === 'DELETE' ? undefined : { role: 'USER' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('User not found');
      const bad = await app.inject({
        method,
        url: `/api/user/${encodeURIComponent("1' or '1'='1")}`,
        headers: admin.headers,
        payload: method === 'DELETE' ? undefined : { role: 'USER' },
      });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('ends the sessions of a user whose role changes or who is deleted', async () => {
    const { app } = ctx();
    const admin = await createUser(app, 'ADMIN');
    const target = await createUser(app, 'USER');
    const me = () => app.inject({ method: 'GET', url: '/api/auth/me', headers: target.headers });
    expect((await me()).statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: `/api/user/${target.user.id}`,
      headers: admin.headers,
      payload: { role: 'MODERATOR' },
    });
    expect((await me()).statusCode).toBe(401);
    expect(await sessionsOf(target.user.id)).toBe(0);
    // The admin who made the change stays signed in.
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: admin.headers })).statusCode,
    ).toBe(200);

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: target.user.email, password: target.password },
    });
    expect(login.json().user.role).toBe('MODERATOR');
    const token = login.json().token;
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/user/${target.user.id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(await sessionsOf(target.user.id)).toBe(0);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/user/${target.user.id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('keeps sessions when the role sent is the role the user already has', async () => {
    const { app } = ctx();
    const admin = await createUser(app, 'ADMIN');
    const target = await createUser(app, 'MODERATOR');
    const res = await app.inject({
      method: 'POST',
      url: `/api/user/${target.user.id}`,
      headers: admin.headers,
      payload: { role: 'moderator' },
    });
    expect(res.statusCode).toBe(200);
    expect(await sessionsOf(target.user.id)).toBe(1);
  });

  it('refuses an admin deleting or demoting themselves with 409', async () => {
    const { app } = ctx();
    const admin = await createUser(app, 'ADMIN');
    await createUser(app, 'ADMIN');
    for (const role of ['USER', 'MODERATOR']) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/user/${admin.user.id}`,
        headers: admin.headers,
        payload: { role },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('You cannot change your own role. Ask another admin to do it.');
    }
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/user/${admin.user.id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('You cannot delete your own account. Ask another admin to do it.');
    expect(await roleOf(admin.user.id)).toBe('ADMIN');
    expect(await sessionsOf(admin.user.id)).toBe(1);
    // Confirming one's own ADMIN role is harmless.
    const same = await app.inject({
      method: 'POST',
      url: `/api/user/${admin.user.id}`,
      headers: admin.headers,
      payload: { role: 'admin' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('never removes or demotes the last admin, even when two admins demote each other at once', async () => {
    const { app, engine } = ctx();
    await app.db.updateTable('users').set({ role: 'USER' }).where('role', '=', 'ADMIN').execute();
    const first = await createUser(app, 'ADMIN');
    const second = await createUser(app, 'ADMIN');
    const results = await Promise.all([
      app.inject({
        method: 'POST',
        url: `/api/user/${second.user.id}`,
        headers: first.headers,
        payload: { role: 'USER' },
      }),
      app.inject({
        method: 'POST',
        url: `/api/user/${first.user.id}`,
        headers: second.headers,
        payload: { role: 'USER' },
      }),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(200);
    // The loser's session ended with its role (401), or it lost the race inside the check (409).
    expect([401, 409]).toContain(statuses[1]);
    const loser = results.find((r) => r.statusCode === 409);
    if (loser) expect(loser.json().message).toMatch(/last admin account/);
    const admins = await app.db.selectFrom('users').select('id').where('role', '=', 'ADMIN').execute();
    expect(admins).toHaveLength(1);

    // The rule itself, below the route's own-account check: the last admin cannot be demoted or deleted.
    const lastId = admins[0]!.id;
    expect(await changeUserRole(app.db, engine, lastId, 'MODERATOR')).toEqual({ outcome: 'last-admin' });
    expect(await deleteUser(app.db, engine, lastId)).toEqual({ outcome: 'last-admin' });
    expect(await roleOf(lastId)).toBe('ADMIN');
    expect((await changeUserRole(app.db, engine, lastId, 'ADMIN')).outcome).toBe('done');
  });

  it('records role changes and deletions in the audit log', async () => {
    const { app } = ctx();
    const admin = await createUser(app, 'ADMIN');
    const target = await createUser(app, 'USER');
    await app.inject({
      method: 'POST',
      url: `/api/user/${target.user.id}`,
      headers: admin.headers,
      payload: { role: 'moderator' },
    });
    await app.inject({ method: 'DELETE', url: `/api/user/${target.user.id}`, headers: admin.headers });
    const entries = await app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('objectId', '=', target.user.id)
      .orderBy('createdAt')
      .execute();
    expect(entries.map((e) => [e.action, e.kind, e.actorName])).toEqual([
      ['role', 'user', admin.user.username],
      ['delete', 'user', admin.user.username],
    ]);
    expect(entries[0]!.summary).toBe(`${target.user.username}: USER → MODERATOR`);
  });
});
