import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '../../src/server/auth/plugin.ts';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { PAGE_STATE_ELEMENT_ID } from '../../src/shared/page-state.ts';
import { validFaq } from '../support/collections.ts';
import { logLines } from '../support/log-lines.ts';
import {
  createTestApp,
  createUser,
  describeEachEngine,
  ENGINES,
  type TestUser,
} from '../support/test-app.ts';

/**
 * The response cache (issue 11): anonymous readers of public lists and pages get a kept copy, which
 * no write may leave stale in this process, and which signed-in readers never see.
 */

const question = (text: string) => `Is this the question about ${text}?`;
const questions = (body: { data: { question: string }[] }) => body.data.map((f) => f.question);

/** Adds an FAQ the way another process would: straight into the PostgreSQL database, not through this app. */
async function insertFaqElsewhere(url: string, text: string): Promise<void> {
  const other = new pg.Client({ connectionString: url });
  await other.connect();
  const now = new Date().toISOString();
  await other.query(
    'insert into faqs (id, category, question, answer, created_at, updated_at) values ($1, $2, $3, $4, $5, $6)',
    [randomUUID(), validFaq.category, question(text), validFaq.answer, now, now],
  );
  await other.end();
}

function pageUser(html: string): unknown {
  const state = new RegExp(
    `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">(.*?)</script>`,
    's',
  );
  return JSON.parse(html.match(state)![1]!).user;
}

describeEachEngine(
  'response cache',
  (ctx) => {
    let admin: TestUser;
    beforeAll(async () => {
      admin = await createUser(ctx().app, 'ADMIN');
    });
    const get = (url: string, headers: Record<string, string> = {}) =>
      ctx().app.inject({ method: 'GET', url, headers });
    const faqs = async () => questions((await get('/api/faqs')).json());

    it('shows an FAQ added through the API to the very next anonymous read', async () => {
      const before = await faqs();
      expect(await faqs()).toEqual(before); // now a kept copy
      const created = await ctx().app.inject({
        method: 'POST',
        url: '/api/faqs',
        headers: admin.headers,
        payload: { ...validFaq, question: question('the API') },
      });
      expect(created.statusCode).toBe(201);
      expect(await faqs()).toContain(question('the API'));

      const id = created.json().data.id;
      await ctx().app.inject({ method: 'DELETE', url: `/api/faqs/${id}`, headers: admin.headers });
      expect(await faqs()).not.toContain(question('the API'));
    });

    it('shows a write made straight through the database (a job, a script in this process) at once', async () => {
      await faqs();
      const now = new Date().toISOString();
      await ctx()
        .app.db.insertInto('faqs')
        .values({
          id: randomUUID(),
          ...validFaq,
          question: question('the database'),
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      expect(await faqs()).toContain(question('the database'));
    });

    it('shows a write inside a transaction once it commits', async () => {
      await faqs();
      const now = new Date().toISOString();
      await ctx()
        .app.db.transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('faqs')
            .values({
              id: randomUUID(),
              ...validFaq,
              question: question('a transaction'),
              createdAt: now,
              updatedAt: now,
            })
            .execute();
        });
      expect(await faqs()).toContain(question('a transaction'));
    });

    it('shows saved community settings at once, in the API and on the pages', async () => {
      const community = (await get('/api/community')).json();
      expect((await get('/')).body).toContain(community.name);
      const { mailEnabled: _, ...settings } = community;
      const saved = await ctx().app.inject({
        method: 'PUT',
        url: '/api/community/settings',
        headers: admin.headers,
        payload: { ...settings, name: 'Cache Lane Commons' },
      });
      expect(saved.statusCode).toBe(200);
      expect((await get('/api/community')).json().name).toBe('Cache Lane Commons');
      expect((await get('/')).body).toContain('Cache Lane Commons');
      expect((await get('/faq')).body).toContain('Cache Lane Commons');
    });

    it('never serves a signed-in page to an anonymous reader, nor an anonymous one to a signed-in reader', async () => {
      const signedIn = { cookie: `${TOKEN_COOKIE}=${admin.token}` };
      expect(pageUser((await get('/news', signedIn)).body)).toMatchObject({ username: admin.user.username });
      expect(pageUser((await get('/news')).body)).toBeNull();
      expect(pageUser((await get('/news')).body)).toBeNull();
      expect(pageUser((await get('/news', signedIn)).body)).toMatchObject({ username: admin.user.username });
      // A cookie beside others, or a token that opens no session: still not an anonymous copy's reader.
      const among = { cookie: `theme=dark; ${TOKEN_COOKIE}=${admin.token}` };
      expect(pageUser((await get('/news', among)).body)).toMatchObject({ username: admin.user.username });
    });

    it('keeps API answers for signed-in callers out of the copies', async () => {
      await faqs();
      const signedIn = await get('/api/faqs', admin.headers);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toEqual((await get('/api/faqs')).json());
    });

    it('answers a copy with the headers of a fresh answer: type, ETag and 304, compression, security headers', async () => {
      const fresh = await get('/api/faqs?fresh=1');
      const copy = await get('/api/faqs?fresh=1');
      for (const name of [
        'content-type',
        'etag',
        'content-security-policy',
        'x-frame-options',
        'x-content-type-options',
        'cross-origin-resource-policy',
      ]) {
        expect(copy.headers[name], name).toBeDefined();
        expect(copy.headers[name], name).toBe(fresh.headers[name]);
      }
      expect(copy.body).toBe(fresh.body);
      const notModified = await get('/api/faqs?fresh=1', { 'if-none-match': String(copy.headers.etag) });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');

      await get('/faq');
      const page = await get('/faq', { 'accept-encoding': 'br' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.vary).toMatch(/Cookie/i);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['permissions-policy']).toMatch(/camera=\(\)/);
    });

    it('answers a copy in the encoding the reader accepts, the same bytes as a fresh answer decoded', async () => {
      const fresh = await get('/faq?encoded=1');
      expect(fresh.statusCode).toBe(200);
      for (const [accept, encoding, decode] of [
        ['br', 'br', brotliDecompressSync],
        ['gzip, deflate', 'gzip', gunzipSync],
        ['gzip;q=0.5, br', 'br', brotliDecompressSync],
        ['*', 'gzip', gunzipSync],
      ] as const) {
        const copy = await get('/faq?encoded=1', { 'accept-encoding': accept });
        expect(copy.statusCode, accept).toBe(200);
        expect(copy.headers['content-encoding'], accept).toBe(encoding);
        expect(copy.headers.vary, accept).toMatch(/Cookie/i);
        expect(copy.headers.vary, accept).toMatch(/Accept-Encoding/i);
        expect(copy.headers.etag, accept).toBe(fresh.headers.etag);
        expect(decode(copy.rawPayload).toString(), accept).toBe(fresh.body);
        const notModified = await get('/faq?encoded=1', {
          'accept-encoding': accept,
          'if-none-match': String(fresh.headers.etag),
        });
        expect(notModified.statusCode, accept).toBe(304);
        expect(notModified.body, accept).toBe('');
      }
      for (const accept of ['identity', 'compress']) {
        const plain = await get('/faq?encoded=1', { 'accept-encoding': accept });
        expect(plain.headers['content-encoding'], accept).toBeUndefined();
        expect(plain.body, accept).toBe(fresh.body);
      }
      // Below the compression threshold an answer is sent as it is, kept or not.
      await get('/api/faqs?encoded=1');
      const small = await get('/api/faqs?encoded=1', { 'accept-encoding': 'br' });
      expect(small.rawPayload.length).toBeLessThan(1024);
      expect(small.headers['content-encoding']).toBeUndefined();
    });

    it('keeps no 404: an unknown record is looked up each time', async () => {
      const url = `/api/news/${randomUUID()}`;
      expect((await get(url)).statusCode).toBe(404);
      expect((await get(url)).statusCode).toBe(404);
    });
  },
  { withPages: true },
);

describe('response cache across processes sharing one database', () => {
  it("SQLite: shows another connection's commit to the first request sent after it (data_version)", async () => {
    const test = await createTestApp('sqlite', { responseCacheMs: 3_600_000 });
    try {
      // Over a real socket: the server reads data_version once per turn of its event loop, and a
      // request sent after the commit arrives in a later turn. (inject answers in the same turn.)
      const base = await test.app.listen({ port: 0, host: '127.0.0.1' });
      const list = async () => questions(await (await fetch(`${base}/api/faqs`)).json());
      expect(await list()).toEqual([]);
      expect(await list()).toEqual([]);
      const other = new Database((test.config.database as { file: string }).file);
      const now = new Date().toISOString();
      other
        .prepare(
          'insert into faqs (id, category, question, answer, created_at, updated_at) values (?, ?, ?, ?, ?, ?)',
        )
        .run(randomUUID(), validFaq.category, question('another process'), validFaq.answer, now, now);
      other.close();
      expect(await list()).toEqual([question('another process')]);
    } finally {
      await test.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL?.startsWith('postgres'))(
    "PostgreSQL: shows another process's write once the copy's maximum age has passed",
    async () => {
      const test = await createTestApp('postgres', { responseCacheMs: 1000 });
      try {
        const list = async () =>
          questions((await test.app.inject({ method: 'GET', url: '/api/faqs' })).json());
        expect(await list()).toEqual([]);
        await insertFaqElsewhere((test.config.database as { url: string }).url, 'another process');
        await new Promise((r) => setTimeout(r, 1100));
        expect(await list()).toEqual([question('another process')]);
      } finally {
        await test.close();
      }
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL?.startsWith('postgres'))(
    "RESPONSE_CACHE_SECONDS=0 keeps nothing: another process's PostgreSQL write shows at once",
    async () => {
      const test = await createTestApp('postgres', { responseCacheMs: 0 });
      try {
        const list = async () =>
          questions((await test.app.inject({ method: 'GET', url: '/api/faqs' })).json());
        expect(await list()).toEqual([]);
        await insertFaqElsewhere((test.config.database as { url: string }).url, 'no cache');
        expect(await list()).toEqual([question('no cache')]);
      } finally {
        await test.close();
      }
    },
  );

  it('RESPONSE_CACHE_SECONDS is whole seconds from 0 (off) to an hour', () => {
    expect(loadConfig({}).responseCacheMs).toBe(5000);
    expect(loadConfig({ RESPONSE_CACHE_SECONDS: '0' }).responseCacheMs).toBe(0);
    expect(loadConfig({ RESPONSE_CACHE_SECONDS: '30' }).responseCacheMs).toBe(30_000);
    for (const bad of ['-1', '1.5', 'soon', '3601']) {
      expect(() => loadConfig({ RESPONSE_CACHE_SECONDS: bad })).toThrow(ConfigError);
    }
  });
});

describe('the request log of answers served from copies', () => {
  it.each(ENGINES)(
    'counts them and sums them up by status when the app closes; what the app made is logged line by line [%s]',
    async (engine) => {
      const { lines, stream: logStream } = logLines();
      // A minute's copies, so the second and third reads are served from the first's.
      const test = await createTestApp(engine, { logStream, logLevel: 'info', responseCacheMs: 60_000 });
      const get = (headers: Record<string, string> = {}) =>
        test.app.inject({ method: 'GET', url: '/api/faqs', headers });
      try {
        const admin = await createUser(test.app, 'ADMIN');
        const made = await get();
        expect(made.statusCode).toBe(200);
        expect((await get()).statusCode).toBe(200);
        expect((await get({ 'if-none-match': String(made.headers.etag) })).statusCode).toBe(304);
        const created = await test.app.inject({
          method: 'POST',
          url: '/api/faqs',
          headers: admin.headers,
          payload: validFaq,
        });
        expect(created.statusCode).toBe(201);

        const requestLines = lines.filter((line) => line.msg === 'request completed');
        expect(requestLines.map((line) => [(line.req as { method: string }).method, line.level])).toEqual([
          ['GET', 30],
          ['POST', 30],
        ]);
      } finally {
        await test.close();
      }
      expect(lines.filter((line) => line.msg === 'answered from the response cache')).toEqual([
        expect.objectContaining({ level: 30, answers: 2, byStatus: { 200: 1, 304: 1 } }),
      ]);
    },
  );
});
