import { expect, it } from 'vitest';
import { describeEachEngine } from '../support/test-app.ts';

/**
 * The writes anyone may make: signing up and in, asking for a reset link, the contact form, and
 * subscribing to, confirming and leaving the announcement list.
 */
const PUBLIC_WRITES = new Set([
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/verify-email',
  'POST /api/contact',
  'POST /api/subscriptions',
  'POST /api/subscriptions/confirm',
  'POST /api/subscriptions/unsubscribe',
]);

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];

describeEachEngine('guards come before validation', (ctx) => {
  it('every non-public write in /api/openapi.json answers 401 to an anonymous caller with a bad body', async () => {
    const { app } = ctx();
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const walked: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations).filter((m) => WRITE_METHODS.includes(m))) {
        // Routes declared as '/' under a prefix appear with a trailing slash (/api/contact/).
        const route = `${method.toUpperCase()} ${path.replace(/(.)\/$/, '$1')}`;
        if (PUBLIC_WRITES.has(route)) continue;
        // A well-formed id, so only the body is wrong.
        const url = path.replace(/\{[^}]+\}/g, 'aaaaaaaa-0000-4000-8000-000000000000');
        for (const payload of [{ unexpected: [1, { deep: true }] }, 'not an object', []]) {
          const res = await app.inject({
            method: method.toUpperCase() as 'POST',
            url,
            payload: JSON.stringify(payload),
            headers: { 'content-type': 'application/json' },
          });
          expect(res.statusCode, `${route} with ${JSON.stringify(payload)}: ${res.body}`).toBe(401);
          expect(res.json(), route).toEqual({ message: 'Please sign in to continue' });
        }
        walked.push(route);
      }
    }
    // The walk really covered the guarded domains.
    for (const route of [
      'PUT /api/community/settings',
      'POST /api/events',
      'PATCH /api/news/{id}',
      'DELETE /api/user/{id}',
      'POST /api/uploads',
      'PATCH /api/contact/messages/{id}',
    ]) {
      expect(walked).toContain(route);
    }
  });
});
