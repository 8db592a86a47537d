import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requireDeclaredAccess } from '../../src/server/http/access.ts';
import { registerErrorHandler } from '../../src/server/http/errors.ts';
import { requireDeclaredResponses } from '../../src/server/http/responses.ts';

const answer = { response: { 200: z.object({ ok: z.boolean() }) } };

function apiLikeApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  requireDeclaredAccess(app);
  requireDeclaredResponses(app);
  return app;
}

describe('route declarations', () => {
  it('refuse a route that does not say who may call it', () => {
    const app = apiLikeApp();
    expect(() => app.get('/forgot', { schema: answer }, async () => ({ ok: true }))).toThrow(
      'GET /forgot must declare config.access (public, user or an ability of shared/policies.ts)',
    );
    expect(() =>
      app.post('/typo', { config: { access: 'staff' as never }, schema: answer }, async () => ({ ok: true })),
    ).toThrow(/POST \/typo must declare config.access/);
    // A tier is not an access: a route names the ability it takes (shared/policies.ts).
    expect(() =>
      app.post('/tier', { config: { access: 'admin' as never }, schema: answer }, async () => ({ ok: true })),
    ).toThrow(/POST \/tier must declare config.access/);
    // Nor is a property every object has.
    expect(() =>
      app.get('/proto', { config: { access: 'toString' as never }, schema: answer }, async () => ({
        ok: true,
      })),
    ).toThrow(/GET \/proto must declare config.access/);
  });

  it('refuse a route that does not declare what it answers', () => {
    const app = apiLikeApp();
    expect(() => app.get('/bare', { config: { access: 'public' } }, async () => ({ ok: true }))).toThrow(
      'GET /bare must declare schema.response',
    );
  });

  it('guard a declared route before its body is validated, and answer only the declared fields', async () => {
    const app = apiLikeApp();
    app.decorateRequest('session', null);
    const body = z.object({ name: z.string() });
    app.post(
      '/admin-only',
      { config: { access: 'users.manage' }, schema: { ...answer, body } },
      async () => ({
        ok: true,
        secret: 'never sent',
      }),
    );
    app.get('/open', { config: { access: 'public' }, schema: answer }, async () => ({
      ok: true,
      passwordHash: 'never sent',
    }));
    const refused = await app.inject({ method: 'POST', url: '/admin-only', payload: { wrong: 1 } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Please sign in to continue' });
    const open = await app.inject({ method: 'GET', url: '/open' });
    expect(open.json()).toEqual({ ok: true });
    await app.close();
  });
});
