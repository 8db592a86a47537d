import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_GRACE_MS } from '../../src/server/http/request-bodies.ts';
import { startServer, stopServer, waitForHealth, type ServerProcess } from '../support/server-process.ts';

// A server of its own process: the reset this guards against comes from the client and the server
// racing over a real socket, which one process running both sides does not reproduce.
describe('request bodies over a real connection', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hoa-bodies-'));
  let server: ServerProcess;
  let base: string;
  beforeAll(async () => {
    server = await startServer({
      DATA_DIR: dir,
      DATABASE_URL: path.join(dir, 'site.sqlite'),
      SEED_DEMO: 'false',
    });
    await waitForHealth(server);
    base = `http://127.0.0.1:${server.port}`;
  }, 90_000);
  afterAll(async () => {
    await stopServer(server.child);
    rmSync(dir, { recursive: true, force: true });
  });

  const bytes = (mb: number) => Buffer.alloc(mb * 1024 * 1024, 120);
  it.each([
    ['a 16 MB JSON body to the contact form', '/api/contact', 'application/json', 16, 413],
    ['a 5 MB JSON body to sign-in', '/api/auth/login', 'application/json', 5, 413],
    [
      'a 10 MB form to the one-click unsubscribe',
      '/api/subscriptions/unsubscribe?token=x',
      'application/x-www-form-urlencoded',
      10,
      413,
    ],
    ['a 10 MB upload from someone signed out', '/api/documents', 'multipart/form-data; boundary=x', 10, 401],
  ])(
    'answers %s, sent whole before the answer is read, with its status every time',
    async (_name, route, type, mb, status) => {
      const body = bytes(mb);
      const answers: (number | string)[] = [];
      for (let i = 0; i < 5; i += 1) {
        try {
          const res = await fetch(base + route, { method: 'POST', headers: { 'content-type': type }, body });
          answers.push(res.status);
          expect((await res.json()).message).toEqual(expect.any(String));
        } catch (error) {
          answers.push(String((error as { cause?: { code?: string } }).cause?.code ?? error));
        }
      }
      expect(answers).toEqual(Array(5).fill(status));
    },
    60_000,
  );

  /** Sends a POST whose body arrives `chunk` bytes every `everyMs`; resolves with what the server did. */
  const trickle = (size: number, chunk: number, everyMs: number) =>
    new Promise<{ answer: string; sentBytes: number }>((resolve) => {
      const socket = connect(server.port, '127.0.0.1');
      let answer = '';
      let sentBytes = 0;
      socket.write(
        `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\nConnection: close\r\n\r\n`,
      );
      const timer = setInterval(() => {
        if (sentBytes >= size) return clearInterval(timer);
        const part = Math.min(chunk, size - sentBytes);
        socket.write(' '.repeat(part));
        sentBytes += part;
      }, everyMs);
      socket.on('data', (d) => (answer += d));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, sentBytes });
      });
      // Whatever the server does, stop listening well after the grace.
      setTimeout(() => socket.destroy(), BODY_GRACE_MS + 15_000).unref();
    });

  it(
    'lets a slow but steady body finish, and cuts one that sends a byte now and then after the grace',
    async () => {
      const [drip, steady] = await Promise.all([
        // One byte every 2 s: what holds a connection for nothing.
        trickle(10_000, 1, 2000),
        // 2 KB a second, the pace of a poor mobile uplink, for longer than the grace.
        trickle(2048 * Math.ceil(BODY_GRACE_MS / 1000 + 4), 2048, 1000),
      ]);
      expect(drip.answer).toBe('');
      expect(drip.sentBytes).toBeLessThan(BODY_GRACE_MS / 2000 + 4);
      // Spaces are not a contact message: the body was read to its end and answered.
      expect(steady.answer).toMatch(/^HTTP\/1\.1 400 /);
    },
    BODY_GRACE_MS + 30_000,
  );
});
