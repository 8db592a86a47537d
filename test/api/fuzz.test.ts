import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { addDays, todayIn } from '../../src/shared/dates.ts';
import { COLLECTIONS } from '../support/collections.ts';
import { eventBodyOn, TZ } from '../support/event-fixtures.ts';
import {
  describeRequest,
  operationsOf,
  requestArbitrary,
  type FuzzRequest,
  type Operation,
} from '../support/fuzz-requests.ts';
import { createUser, describeEachEngine } from '../support/test-app.ts';

/**
 * The fuzzer: a few thousand generated requests to every route of /api/openapi.json, as an
 * anonymous visitor, a USER and an ADMIN, on each engine. No answer may be a 5xx or carry a stack
 * trace, and the app must still be healthy at the end. Seeded, so a run is reproducible:
 * FUZZ_SEED=<seed> FUZZ_RUNS=<n> npx vitest run test/api/fuzz.test.ts replays or widens one.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 9_2026);
const RUNS = Number(process.env.FUZZ_RUNS ?? 4_000);

/** What an answer must never show: a stack frame, a source path or a dependency's file. */
const LEAK = /\n\s+at [^\n]+:\d+:\d+|node_modules|\.tsx?:\d+|\/work\/|\/home\//;

describeEachEngine('the fuzzer', (ctx) => {
  let operations: Operation[];
  let callers: Record<string, Record<string, string>>;
  const ids: string[] = [];

  beforeAll(async () => {
    const { app } = ctx();
    operations = operationsOf((await app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
    const [user, admin, bystander] = await Promise.all([
      createUser(app, 'USER'),
      createUser(app, 'ADMIN'),
      createUser(app, 'USER'),
    ]);
    callers = { anonymous: {}, user: user.headers, admin: admin.headers };
    // Real objects of every kind, so generated ids also reach rows that exist.
    for (const resource of COLLECTIONS) {
      const res = await app.inject({
        method: 'POST',
        url: resource.path,
        headers: admin.headers,
        payload: resource.body,
      });
      ids.push(resource.itemOf(res.json()).id);
    }
    const day = addDays(todayIn(TZ), 30);
    const event = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: admin.headers,
      payload: eventBodyOn(day, { repeat: 'weekly', repeatUntil: addDays(day, 60) }),
    });
    ids.push(event.json().data.id);
    const news = await app.inject({
      method: 'POST',
      url: '/api/news',
      headers: admin.headers,
      payload: { title: 'Fuzzed news', description: 'x'.repeat(60) },
    });
    ids.push(news.json().id);
    const message = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Pat',
        email: 'pat@example.org',
        subject: 'Hi',
        message: 'A message of twenty characters or more.',
      },
    });
    ids.push(message.json().id, bystander.user.id);
    expect(ids.every(Boolean)).toBe(true);
  });

  it(`answers ${RUNS} generated requests without a 5xx or a stack trace, and stays healthy`, async () => {
    const { app } = ctx();
    // Signing out would end the session the rest of the run uses; it is fuzzed anonymously. Deleting
    // one's account with the right password (the generator knows the test password) ends the
    // admin's too: it is fuzzed as the plain user, whose requests may then be refused, never fail.
    const endsSession = (op: Operation) =>
      op.path === '/api/auth/logout' || (op.path === '/api/account' && op.method === 'DELETE');
    const usable = operations.filter((op) => !endsSession(op));
    const signedOut = operations.filter((op) => op.path === '/api/auth/logout');
    const leaving = operations.filter((op) => op.path === '/api/account' && op.method === 'DELETE');
    const arbitrary = fc.oneof(
      { arbitrary: requestArbitrary(usable, callers, ids), weight: 30 },
      { arbitrary: requestArbitrary(signedOut, { anonymous: {} }, ids), weight: 1 },
      { arbitrary: requestArbitrary(leaving, { anonymous: {}, user: callers.user! }, ids), weight: 1 },
    );
    await fc.assert(
      fc.asyncProperty(arbitrary, async (request: FuzzRequest) => {
        const res = await app.inject(request.options);
        if (res.statusCode >= 500 || LEAK.test(res.body)) {
          throw new Error(
            `${describeRequest(request)}\n  answered ${res.statusCode}: ${res.body.slice(0, 500)}`,
          );
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/news' })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: callers.admin })).statusCode,
    ).toBe(200);
  }, 120_000);
});
