import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exited, postJson, startServer, stopServer, type ServerProcess } from '../support/server-process.ts';
import { ensureClientBuild } from '../support/client-build.ts';
import { textPdf } from '../support/pdf-fixtures.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { ENGINES, freshPostgres } from '../support/test-app.ts';

// docs/operating.md, "Running several processes": two real app processes (src/server/main.ts) on one PostgreSQL database behind what a
// load balancer does. Everything they must share lives in the database.

async function waitReady(port: number): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become ready');
}

async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.runIf(ENGINES.includes('postgres'))('two app processes on one PostgreSQL database', () => {
  let database: { url: string; drop: () => Promise<void> };
  let smtp: TestSmtp;
  let dir: string;
  let client: pg.Client;
  const running: ServerProcess[] = [];
  /** Jane's session, made on the first process (the first test). */
  let janeToken = '';
  let env: Record<string, string>;

  const start = async () => {
    const server = await startServer(env, { compiled: true });
    running.push(server);
    return server;
  };
  const stop = async (server: ServerProcess) => {
    await stopServer(server.child);
    running.splice(running.indexOf(server), 1);
  };
  const outbox = async () =>
    (
      await client.query<{ status: string; attempts: number; message_id: string; kind: string }>(
        'select status, attempts, message_id, kind from mail_outbox order by created_at',
      )
    ).rows;

  beforeAll(async () => {
    ensureClientBuild(); // the compiled server (npm start), built when missing or stale
    database = await freshPostgres();
    smtp = await startSmtp();
    dir = mkdtempSync(path.join(tmpdir(), 'hoa-two-'));
    env = {
      DATABASE_URL: database.url,
      DATA_DIR: dir,
      SEED_DEMO: 'false',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'website@example.org',
      CONTACT_TO: 'manager@example.org',
      AUTH_RATE_LIMIT: '6',
      CONTACT_RATE_LIMIT: '1000',
      MAIL_RETRY_MS: '300',
      LOG_LEVEL: 'warn',
    };
    client = new pg.Client({ connectionString: database.url });
    // The first process migrates; the second starts on the migrated database.
    const first = await start();
    await waitReady(first.port);
    const second = await start();
    await waitReady(second.port);
    await client.connect();
  }, 300_000);

  afterAll(async () => {
    await Promise.all(running.map((s) => stopServer(s.child)));
    await client?.end();
    await smtp?.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a session made on one process works on the other', async () => {
    const [a, b] = running as [ServerProcess, ServerProcess];
    const registered = await postJson(a.port, '/api/auth/register', {
      username: 'two_process_jane',
      email: 'jane@example.org',
      password: 'Pool-Opens-2026',
      confirmPassword: 'Pool-Opens-2026',
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    janeToken = token;
    const me = await fetch(`http://127.0.0.1:${b.port}/api/auth/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { username: string }).username).toBe('two_process_jane');
  });

  it('a file uploaded through one process is served by the other, byte for byte', async () => {
    const [a, b] = running as [ServerProcess, ServerProcess];
    // Jane becomes staff (an admin's act, done here in the database), with the session she has.
    await client.query("update users set role = 'ADMIN' where email = 'jane@example.org'");
    const auth = { authorization: `Bearer ${janeToken}` };
    const pdf = await textPdf(['Pool rules for both processes']);
    const form = new FormData();
    form.set('title', 'Pool rules');
    form.set('category', 'governing');
    form.set('visibility', 'public');
    form.set('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'pool-rules.pdf');
    const created = await fetch(`http://127.0.0.1:${a.port}/api/documents`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    const document = (await created.json()) as { url: string };
    expect(created.status, JSON.stringify(document)).toBe(201);
    const { url } = document;
    const served = await fetch(`http://127.0.0.1:${b.port}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('the auth rate limit counts requests sent to both', async () => {
    const [a, b] = running as [ServerProcess, ServerProcess];
    // AUTH_RATE_LIMIT=6 a minute per address; the registration above was the first.
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const port = i % 2 === 0 ? b.port : a.port;
      const res = await postJson(port, '/api/auth/login', {
        email: 'jane@example.org',
        password: 'Wrong-Pass-1',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('a contact message sent while both run is mailed exactly once', async () => {
    const [a, b] = running as [ServerProcess, ServerProcess];
    const body = {
      name: 'Jane',
      email: 'jane@example.org',
      subject: 'Both running',
      message: 'Mailed once, please.',
    };
    expect((await postJson(a.port, '/api/contact', body)).status).toBe(201);
    expect((await postJson(b.port, '/api/contact', { ...body, subject: 'Both running, via B' })).status).toBe(
      201,
    );
    await until(async () => (await outbox()).every((r) => r.status === 'sent'), 'both mails sent');
    // Both processes run their sender; each has passed over the outbox again since (MAIL_RETRY_MS).
    await new Promise((r) => setTimeout(r, 1000));
    const contact = smtp.messages.filter((m) => /Both running/.test(m.raw));
    expect(contact).toHaveLength(2);
    expect((await outbox()).filter((r) => r.kind === 'contact').map((r) => r.attempts)).toEqual([1, 1]);
  });

  it('stopping one mid-outbox leaves nothing unsent and nothing sent twice', async () => {
    const [a, b] = running as [ServerProcess, ServerProcess];
    smtp.delayMs = 150;
    const before = smtp.messages.length;
    const sentBefore = (await outbox()).length;
    for (let i = 0; i < 12; i++) {
      const port = i % 2 === 0 ? a.port : b.port;
      const res = await postJson(port, '/api/contact', {
        name: 'Jane',
        email: 'jane@example.org',
        subject: `Batch ${i}`,
        message: 'One of a batch sent while a process stops.',
      });
      expect(res.status).toBe(201);
    }
    await until(() => smtp.started > before + 1, 'sending to start');
    // A stops mid-batch: it finishes the mail it is handing over and gives its other claims back.
    await stop(a);
    await until(
      async () => (await outbox()).every((r) => r.status === 'sent' || r.status === 'failed'),
      'the rest sent by the other process',
    );
    smtp.delayMs = 0;
    const rows = await outbox();
    expect(rows).toHaveLength(sentBefore + 12);
    expect(rows.filter((r) => r.status !== 'sent')).toEqual([]);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
    const batch = smtp.messages.slice(before);
    expect(batch).toHaveLength(12);
    const ids = batch.map((m) => /^Message-ID:\s*(\S+)/im.exec(m.raw)?.[1]);
    expect(new Set(ids).size).toBe(12);
    // B keeps serving alone.
    expect((await fetch(`http://127.0.0.1:${b.port}/api/health/ready`)).status).toBe(200);
    const replacement = await start();
    await waitReady(replacement.port);
  }, 120_000);

  it('a rolling restart of both processes under light load loses no request', async () => {
    // The load balancer's part, as nginx does with proxy_next_upstream: a request the chosen
    // process refuses (connection refused, or 503 while it shuts down) goes to the other one.
    let turn = 0;
    const failures: string[] = [];
    let phase = 'start';
    const viaBalancer = async (url: string): Promise<number> => {
      const first = turn++;
      for (let attempt = 0; attempt < 10; attempt++) {
        const server = running[(first + attempt) % running.length]!;
        try {
          const res = await fetch(`http://127.0.0.1:${server.port}${url}`);
          if (res.status !== 503) {
            await res.arrayBuffer();
            return res.status;
          }
          failures.push(`${server.port} 503 ${phase} ${await res.text()}`);
        } catch (error) {
          // refused: this process is gone or not yet listening
          failures.push(`${server.port} ${phase} ${String((error as Error).cause ?? error)}`);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      return 0;
    };
    const statuses: number[] = [];
    let loading = true;
    const load = Promise.all(
      Array.from({ length: 3 }, async () => {
        while (loading) statuses.push(await viaBalancer('/api/news'));
      }),
    );
    for (const old of [...running]) {
      const done = exited(old.child);
      phase = `killing ${old.port}`;
      old.child.kill('SIGTERM');
      expect(await done).toBe(0);
      phase = `killed ${old.port}`;
      running.splice(running.indexOf(old), 1);
      const fresh = await start();
      phase = `starting ${fresh.port}`;
      await waitReady(fresh.port);
      phase = `started ${fresh.port}`;
    }
    loading = false;
    await load;
    expect(statuses.length).toBeGreaterThan(10);
    // What the balancer met on the way (refusals, 503s while closing) says why, should this fail.
    expect(
      statuses.filter((s) => s !== 200),
      [...new Set(failures)].join('\n'),
    ).toEqual([]);
  }, 180_000);
});
