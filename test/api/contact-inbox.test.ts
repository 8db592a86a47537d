import { expect, it } from 'vitest';
import { factories } from '../support/factories.ts';
import { createCallers, createUser, describeEachEngine } from '../support/test-app.ts';

describeEachEngine('contact inbox API', (ctx) => {
  const rowOf = (id: string) =>
    ctx().app.db.selectFrom('contactMessages').selectAll().where('id', '=', id).executeTakeFirst();

  it('lists the inbox newest first with read, archive and delivery state', async () => {
    const { app } = ctx();
    const admin = await createUser(app, 'ADMIN');
    const older = await factories(app.db).contactMessage({
      status: 'delivered',
      createdAt: '2026-01-01T10:00:00.000Z',
    });
    const newer = await factories(app.db).contactMessage({
      status: 'failed',
      createdAt: '2026-01-02T10:00:00.000Z',
    });
    const archived = await factories(app.db).contactMessage({ archivedAt: '2026-01-03T10:00:00.000Z' });
    const res = await app.inject({ method: 'GET', url: '/api/contact/messages', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    const ids = body.map((m: { id: string }) => m.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(archived.id);
    expect(body.find((m: { id: string }) => m.id === older.id)).toMatchObject({
      _id: older.id,
      name: older.name,
      email: older.email,
      subject: older.subject,
      message: older.message,
      status: 'delivered',
      read: false,
      archived: false,
      createdAt: '2026-01-01T10:00:00.000Z',
    });
    expect(body.find((m: { id: string }) => m.id === newer.id).status).toBe('failed');
    expect(JSON.stringify(body)).not.toContain('127.0.0.1');

    const archive = await app.inject({
      method: 'GET',
      url: '/api/contact/messages?archived=true',
      headers: admin.headers,
    });
    expect(archive.json().map((m: { id: string }) => m.id)).toEqual([archived.id]);
    expect(archive.json()[0].archived).toBe(true);

    const limited = await app.inject({
      method: 'GET',
      url: '/api/contact/messages?limit=1',
      headers: admin.headers,
    });
    expect(limited.json()).toHaveLength(1);
  });

  it.each(['?limit=0', '?limit=501', '?limit=abc', '?archived=maybe'])(
    'refuses the query %s with 400',
    async (query) => {
      const { app } = ctx();
      const admin = await createUser(app, 'ADMIN');
      const res = await app.inject({
        method: 'GET',
        url: `/api/contact/messages${query}`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    },
  );

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['moderator', 403],
    ['admin', 200],
  ] as const)('GET /api/contact/messages as %s answers %i', async (who, status) => {
    const callers = await createCallers(ctx().app);
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/contact/messages',
      headers: callers[who],
    });
    expect(res.statusCode).toBe(status);
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['moderator', 403],
    ['admin', 200],
  ] as const)('PATCH /api/contact/messages/:id as %s answers %i', async (who, status) => {
    const { app } = ctx();
    const callers = await createCallers(app);
    const message = await factories(app.db).contactMessage();
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/contact/messages/${message.id}`,
      headers: callers[who],
      payload: { read: true, archived: true },
    });
    expect(res.statusCode).toBe(status);
    const row = await rowOf(message.id);
    expect(row?.readAt !== null).toBe(status === 200);
    expect(row?.archivedAt !== null).toBe(status === 200);
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['moderator', 403],
    ['admin', 204],
  ] as const)('DELETE /api/contact/messages/:id as %s answers %i', async (who, status) => {
    const { app } = ctx();
    const callers = await createCallers(app);
    const message = await factories(app.db).contactMessage();
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/contact/messages/${message.id}`,
      headers: callers[who],
    });
    expect(res.statusCode).toBe(status);
    expect(Boolean(await rowOf(message.id))).toBe(status !== 204);
  });

  it('marks read and unread, archives and restores, and returns the message', async () => {
    const { app } = ctx();
    const admin = await createUser(app, 'ADMIN');
    const message = await factories(app.db).contactMessage();
    const patch = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/contact/messages/${message.id}`,
        headers: admin.headers,
        payload,
      });
    const read = await patch({ read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: message.id, _id: message.id, read: true, archived: false });
    const readAt = read.json().readAt;
    expect(Date.parse(readAt)).not.toBeNaN();
    // Marking read again keeps the first time it was read.
    expect((await patch({ read: true })).json().readAt).toBe(readAt);
    expect((await patch({ read: false })).json()).toMatchObject({ read: false, readAt: null });
    expect((await patch({ archived: true })).json()).toMatchObject({ archived: true });
    const archive = await app.inject({
      method: 'GET',
      url: '/api/contact/messages?archived=true',
      headers: admin.headers,
    });
    expect(archive.json().map((m: { id: string }) => m.id)).toContain(message.id);
    expect((await patch({ archived: false })).json()).toMatchObject({ archived: false, archivedAt: null });
  });

  it.each([[{}], [{ read: 'yes' }], [{ archived: 1 }], [{ read: null }], [[true]]])(
    'refuses the body %j with 400, changing nothing',
    async (payload) => {
      const { app } = ctx();
      const admin = await createUser(app, 'ADMIN');
      const message = await factories(app.db).contactMessage();
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/contact/messages/${message.id}`,
        headers: admin.headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
      const row = await rowOf(message.id);
      expect(row?.readAt).toBeNull();
      expect(row?.archivedAt).toBeNull();
    },
  );

  it('answers 404 for an unknown message and 400 for a malformed id', async () => {
    const { app } = ctx();
    const admin = await createUser(app, 'ADMIN');
    const patch = await app.inject({
      method: 'PATCH',
      url: '/api/contact/messages/unknown-id',
      headers: admin.headers,
      payload: { read: true },
    });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().message).toBe('Message not found');
    const del = await app.inject({
      method: 'DELETE',
      url: '/api/contact/messages/unknown-id',
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'DELETE',
      url: '/api/contact/messages/..%2F..%2Fetc',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('records inbox writes in the audit log', async () => {
    const { app } = ctx();
    const admin = await createUser(app, 'ADMIN');
    const message = await factories(app.db).contactMessage();
    await app.inject({
      method: 'PATCH',
      url: `/api/contact/messages/${message.id}`,
      headers: admin.headers,
      payload: { archived: true },
    });
    await app.inject({
      method: 'DELETE',
      url: `/api/contact/messages/${message.id}`,
      headers: admin.headers,
    });
    const entries = await app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('objectId', '=', message.id)
      .orderBy('createdAt')
      .execute();
    expect(entries.map((e) => [e.action, e.kind, e.actorName])).toEqual([
      ['update', 'contact-message', admin.user.username],
      ['delete', 'contact-message', admin.user.username],
    ]);
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['moderator', 403],
    ['admin', 200],
  ] as const)('GET /api/contact/messages/summary as %s answers %i', async (who, status) => {
    const callers = await createCallers(ctx().app);
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/contact/messages/summary',
      headers: callers[who],
    });
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(Object.keys(res.json()).sort()).toEqual(['mailEnabled', 'unread']);
  });

  it('counts the unread messages of the inbox, and says mail delivery is not configured', async () => {
    const { app } = ctx();
    const admin = await createUser(app, 'ADMIN');
    const summary = async () =>
      (
        await app.inject({ method: 'GET', url: '/api/contact/messages/summary', headers: admin.headers })
      ).json();
    const before = await summary();
    expect(before.mailEnabled).toBe(false);
    const unread = await factories(app.db).contactMessage();
    await factories(app.db).contactMessage();
    await factories(app.db).contactMessage({ readAt: '2026-01-02T10:00:00.000Z' });
    await factories(app.db).contactMessage({ archivedAt: '2026-01-02T10:00:00.000Z' });
    expect((await summary()).unread).toBe(before.unread + 2);
    await app.inject({
      method: 'PATCH',
      url: `/api/contact/messages/${unread.id}`,
      headers: admin.headers,
      payload: { read: true },
    });
    expect((await summary()).unread).toBe(before.unread + 1);
  });
});

describeEachEngine(
  'contact inbox summary with SMTP configured',
  (ctx) => {
    it('says mail delivery is on', async () => {
      const admin = await createUser(ctx().app, 'ADMIN');
      const res = await ctx().app.inject({
        method: 'GET',
        url: '/api/contact/messages/summary',
        headers: admin.headers,
      });
      expect(res.json()).toEqual({ unread: 0, mailEnabled: true });
    });
  },
  { smtp: { url: 'smtp://127.0.0.1:9', from: 'website@example.org', contactTo: null } },
);
