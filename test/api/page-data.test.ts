import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { PAGE_STATE_ELEMENT_ID, type PageState } from '../../src/shared/page-state.ts';
import { TOKEN_COOKIE } from '../../src/server/auth/plugin.ts';
import { multipartForm } from '../support/multipart.ts';
import { textPdf } from '../support/pdf-fixtures.ts';
import { createUser, describeEachEngine, type TestUser } from '../support/test-app.ts';
import { factories } from '../support/factories.ts';

const stateOf = (html: string): PageState => {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  return JSON.parse(match![1]!) as PageState;
};

// A page's server-rendered data is read as the visitor: what the API answers them, not what it
// answers a stranger (a resident who opened /documents was shown only the public documents).
describeEachEngine(
  'page data read as the visitor',
  (ctx) => {
    let app: FastifyInstance;
    let resident: TestUser;
    let moderator: TestUser;
    let member: TestUser;
    beforeAll(async () => {
      app = ctx().app;
      [resident, moderator, member] = await Promise.all([
        factories(app.db).resident(),
        createUser(app, 'MODERATOR'),
        createUser(app, 'USER'),
      ]);
      for (const visibility of ['public', 'residents', 'staff']) {
        const body = multipartForm({ title: `Minutes for ${visibility}`, category: 'minutes', visibility }, [
          { field: 'file', name: 'minutes.pdf', type: 'application/pdf', data: await textPdf(['Minutes']) },
        ]);
        const res = await app.inject({
          method: 'POST',
          url: '/api/documents',
          payload: body.payload,
          headers: { ...moderator.headers, ...body.headers },
        });
        expect(res.statusCode, res.body).toBe(201);
      }
    });

    it.each([
      ['signed out', (): TestUser | undefined => undefined, ['public']],
      ['a signed-in member who is not a resident', (): TestUser | undefined => member, ['public']],
      ['an approved resident', (): TestUser | undefined => resident, ['public', 'residents']],
      ['a moderator', (): TestUser | undefined => moderator, ['public', 'residents', 'staff']],
    ] as const)('/documents for %s holds what the API answers them', async (_who, who, visible) => {
      const caller = who();
      const page = await app.inject({
        method: 'GET',
        url: '/documents',
        ...(caller ? { cookies: { [TOKEN_COOKIE]: caller.token } } : {}),
      });
      expect(page.statusCode).toBe(200);
      const api = await app.inject({ method: 'GET', url: '/api/documents?', headers: caller?.headers ?? {} });
      const state = stateOf(page.body);
      expect(state.data['/api/documents?']).toEqual(api.json());
      const titles = (api.json() as { items: { visibility: string }[] }).items
        .map((d) => d.visibility)
        .sort();
      expect(titles).toEqual([...visible].sort());
    });
  },
  { withPages: true },
);
