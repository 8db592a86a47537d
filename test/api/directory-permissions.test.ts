import { beforeAll, expect, it } from 'vitest';
import { createCallers, describeEachEngine } from '../support/test-app.ts';
import { RESOURCES } from '../support/directory-fixtures.ts';

type Callers = Awaited<ReturnType<typeof createCallers>>;
type Role = keyof Callers;

const ROLES: { role: Role; status: number | null }[] = [
  { role: 'anonymous', status: 401 },
  { role: 'user', status: 403 },
  { role: 'moderator', status: 403 },
  { role: 'admin', status: null },
];

const ROUTES = RESOURCES.flatMap((resource) => [
  { resource, method: 'POST' as const, withId: false, ok: 201 },
  { resource, method: 'PATCH' as const, withId: true, ok: 200 },
  { resource, method: 'DELETE' as const, withId: true, ok: 204 },
]);

// Every mutating route of the directory, called by each kind of caller: only an admin gets through,
// and a refused call changes nothing.
describeEachEngine('directory write permissions', (ctx) => {
  let callers: Callers;
  beforeAll(async () => {
    callers = await createCallers(ctx().app);
  });

  async function createOne(resource: (typeof RESOURCES)[number]): Promise<string> {
    const res = await ctx().app.inject({
      method: 'POST',
      url: resource.path,
      headers: callers.admin,
      payload: resource.body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return resource.idOf(res.json());
  }

  async function snapshot(path: string): Promise<string> {
    const res = await ctx().app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    return res.body;
  }

  for (const route of ROUTES) {
    for (const { role, status } of ROLES) {
      const expected = status ?? route.ok;
      it(`${route.method} ${route.resource.path}${route.withId ? '/:id' : ''} as ${role} -> ${expected}`, async () => {
        const { resource } = route;
        const id = route.withId ? await createOne(resource) : null;
        const before = await snapshot(resource.path);
        const res = await ctx().app.inject({
          method: route.method,
          url: id ? `${resource.path}/${id}` : resource.path,
          headers: callers[role],
          payload: route.method === 'DELETE' ? undefined : resource.body,
        });
        expect(res.statusCode, res.body).toBe(expected);
        if (status !== null) {
          expect(res.json().message).toEqual(expect.any(String));
          expect(await snapshot(resource.path)).toBe(before);
        } else if (route.method === 'DELETE') {
          expect(res.body).toBe('');
        }
      });
    }
  }

  it('refuses a caller without the role before looking at the body', async () => {
    for (const resource of RESOURCES) {
      const anonymous = await ctx().app.inject({ method: 'POST', url: resource.path, payload: { junk: 1 } });
      expect(anonymous.statusCode).toBe(401);
      const user = await ctx().app.inject({
        method: 'POST',
        url: resource.path,
        headers: callers.user,
        payload: { junk: 1 },
      });
      expect(user.statusCode).toBe(403);
    }
  });
});
