import { expect, it } from 'vitest';
import { describeEachEngine } from '../support/test-app.ts';

describeEachEngine('OpenAPI description', (ctx) => {
  it('is generated from the route schemas and lists every API route', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/health']),
    );
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(
      ['email', 'password'],
    );
  });

  it('documents what every operation answers: its success and the error body', async () => {
    const doc = (await ctx().app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const errorBody = {
      type: 'object',
      properties: { message: { type: 'string' }, errors: expect.any(Object) },
      required: ['message'],
    };
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = Object.keys(operation.responses);
        expect(
          statuses.some((status) => /^2\d\d$/.test(status)),
          `${method} ${path}: ${statuses}`,
        ).toBe(true);
        const error = operation.responses['4XX'] as { content: Record<string, { schema: unknown }> };
        expect(Object.values(error.content)[0]!.schema, `${method} ${path}`).toMatchObject(errorBody);
      }
    }
    // The user an admin lists, and the one signing in, have no field for a password hash.
    const user = doc.paths['/api/auth/me']!.get!.responses['200'] as {
      content: { 'application/json': { schema: { properties: object; additionalProperties: boolean } } };
    };
    const schema = user.content['application/json'].schema;
    expect(Object.keys(schema.properties).sort()).toEqual([
      '_id',
      'createdAt',
      'email',
      'emailVerified',
      'id',
      'residentStatus',
      'role',
      'username',
    ]);
    expect(schema.additionalProperties).toBe(false);
  });
});
