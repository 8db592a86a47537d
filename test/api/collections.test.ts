import { beforeAll, expect, it } from 'vitest';
import { COLLECTIONS, type CollectionCase } from '../support/collections.ts';
import { createCallers, describeEachEngine } from '../support/test-app.ts';

type Callers = Awaited<ReturnType<typeof createCallers>>;
type Caller = keyof Callers;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

// What every simple collection's contract promises, checked the same way for each: create, list,
// validation with the spec's texts, update, delete, not found, malformed ids, the audit log, and
// who may write (each mutating route called by each kind of caller; a refused call changes nothing).
for (const collection of COLLECTIONS) {
  describeEachEngine(`${collection.name} API contract`, (ctx) => {
    let callers: Callers;
    beforeAll(async () => {
      callers = await createCallers(ctx().app);
    });

    const call = (
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      headers = {},
      payload?: unknown,
    ) => ctx().app.inject({ method, url, headers, payload: payload as object | undefined });
    const list = async (c: CollectionCase) => c.listOf((await call('GET', c.path)).json());
    const create = async (c: CollectionCase, body = c.body) => {
      const res = await call('POST', c.path, callers.admin, body);
      expect(res.statusCode, res.body).toBe(201);
      return c.itemOf(res.json());
    };

    it('creates an item (201, with id and _id) and lists it', async () => {
      const item = await create(collection);
      expect(item._id).toBe(item.id);
      expect((await list(collection)).find((i) => i.id === item.id)).toEqual(item);
    });

    it.each(collection.invalid)(
      'refuses %j with 400 on %s (%s) and stores nothing',
      async (body, path, message) => {
        const before = await list(collection);
        const res = await call('POST', collection.path, callers.admin, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(message);
        expect(res.json().errors).toContainEqual({ path, message });
        expect(await list(collection)).toEqual(before);
      },
    );

    it('refuses a body that is not a JSON object, or no body, with 400 and a message', async () => {
      for (const payload of ['"a string"', '[1,2]', '{not json', '']) {
        const res = await call(
          'POST',
          collection.path,
          { ...callers.admin, 'content-type': 'application/json' },
          payload,
        );
        expect(res.statusCode, payload).toBe(400);
        expect(res.json().message).toEqual(expect.any(String));
      }
    });

    it('updates with PATCH, refuses a bad field without changing anything, deletes with 204, audits each write', async () => {
      const created = await create(collection);
      const patched = await call(
        'PATCH',
        `${collection.path}/${created.id}`,
        callers.admin,
        collection.patch.valid,
      );
      expect(patched.statusCode, patched.body).toBe(200);
      const item = collection.itemOf(patched.json());
      expect(item).toMatchObject({ id: created.id, _id: created.id, ...collection.patch.expected });

      const bad = await call(
        'PATCH',
        `${collection.path}/${created.id}`,
        callers.admin,
        collection.patch.invalid,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(collection.patch.message);
      expect((await list(collection)).find((i) => i.id === created.id)).toEqual(item);

      const deleted = await call('DELETE', `${collection.path}/${created.id}`, callers.admin);
      expect(deleted.statusCode).toBe(204);
      expect(deleted.body).toBe('');
      expect((await list(collection)).some((i) => i.id === created.id)).toBe(false);

      const audit = await ctx()
        .app.db.selectFrom('auditLog')
        .select(['action', 'kind'])
        .where('objectId', '=', created.id)
        .execute();
      expect(audit.map((a) => `${a.kind}:${a.action}`).sort()).toEqual(
        ['create', 'delete', 'update'].map((action) => `${collection.auditKind}:${action}`),
      );
    });

    it('answers 404 with its text for an unknown id and 400 for a malformed one', async () => {
      for (const method of ['PATCH', 'DELETE'] as const) {
        const res = await call(
          method,
          `${collection.path}/${UNKNOWN_ID}`,
          callers.admin,
          method === 'PATCH' ? collection.patch.valid : undefined,
        );
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(collection.notFound);
      }
      const malformed = await call('DELETE', `${collection.path}/not%20an%20id!`, callers.admin);
      expect(malformed.statusCode).toBe(400);
    });

    const allowed = (who: Caller) =>
      who === 'admin' || (who === 'moderator' && collection.writers === 'staff');
    const refusal = (who: Caller) => (who === 'anonymous' ? 401 : 403);
    for (const method of ['POST', 'PATCH', 'DELETE'] as const) {
      for (const who of ['anonymous', 'user', 'moderator', 'admin'] as const) {
        const expected = allowed(who) ? { POST: 201, PATCH: 200, DELETE: 204 }[method] : refusal(who);
        it(`${method} as ${who} -> ${expected}`, async () => {
          const id = method === 'POST' ? null : (await create(collection)).id;
          const before = await list(collection);
          const res = await call(
            method,
            id ? `${collection.path}/${id}` : collection.path,
            callers[who],
            method === 'DELETE' ? undefined : method === 'PATCH' ? collection.patch.valid : collection.body,
          );
          expect(res.statusCode, res.body).toBe(expected);
          if (!allowed(who)) {
            expect(res.json().message).toEqual(expect.any(String));
            expect(await list(collection)).toEqual(before);
          }
        });
      }
    }

    it('checks the caller before the body: 401 and 403 even for a body it would refuse', async () => {
      expect((await call('POST', collection.path, callers.anonymous, { junk: 1 })).statusCode).toBe(401);
      expect((await call('POST', collection.path, callers.user, { junk: 1 })).statusCode).toBe(403);
      if (collection.writers === 'admin') {
        expect((await call('POST', collection.path, callers.moderator, { junk: 1 })).statusCode).toBe(403);
      }
    });
  });
}
