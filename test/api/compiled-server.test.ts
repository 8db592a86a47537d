import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureClientBuild } from '../support/client-build.ts';
import { textPdf } from '../support/pdf-fixtures.ts';
import { exited, waitForHealth } from '../support/server-process.ts';
import { freePort } from '../support/smtp.ts';

// `npm start` runs the server compiled by `npm run build` (dist/server) with plain node: no
// TypeScript loader, one process.
describe('the compiled server (npm start)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hoa-compiled-'));
  // As an operator starts it: Vitest's NODE_ENV=test would put React in development mode.
  const { NODE_ENV: _testMode, ...withoutNodeEnv } = process.env;
  beforeAll(() => {
    ensureClientBuild(); // builds client and server when either is missing or stale
  }, 180_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves server-rendered pages and the API, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env: {
        ...withoutNodeEnv,
        PORT: String(port),
        DATA_DIR: dir,
        DATABASE_URL: path.join(dir, 'site.sqlite'),
        SEED_DEMO: 'true',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    try {
      await waitForHealth({ child, port, output: () => output });
      const page = await fetch(`http://127.0.0.1:${port}/faq`, { headers: { 'accept-encoding': 'br' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-encoding')).toBe('br');
      const html = await page.text();
      expect(html).toContain('Community Information');
      expect(html).toContain('rel="modulepreload"');
      const news = await fetch(`http://127.0.0.1:${port}/api/news`);
      expect(news.status).toBe(200);
      expect((await news.json()).items.length).toBeGreaterThan(0);
    } finally {
      const done = exited(child);
      child.kill('SIGTERM');
      expect(await done, output).toBe(0);
    }
    expect(output).toContain('shutting down');
    // Room for a start taking all of waitForHealth's 60 s on a loaded machine, plus the requests.
  }, 90_000);

  it('reads a PDF’s text in the bundled child process (dist/server/pdf-text-child.js)', async () => {
    const port = await freePort();
    const admin = { email: 'librarian@example.org', password: 'Library-Shelf-2026' };
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env: {
        ...withoutNodeEnv,
        PORT: String(port),
        DATA_DIR: dir,
        DATABASE_URL: path.join(dir, 'library.sqlite'),
        SEED_DEMO: 'false',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    try {
      await waitForHealth({ child, port, output: () => output });
      const base = `http://127.0.0.1:${port}`;
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(admin),
      });
      const { token } = (await login.json()) as { token: string };
      const form = new FormData();
      form.append('title', 'Pool rules');
      form.append('visibility', 'public');
      const pdf = await textPdf(['The lifeguard whistles twice at closing time.']);
      form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'rules.pdf');
      const uploaded = await fetch(`${base}/api/documents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(uploaded.status, output).toBe(201);
      expect((await uploaded.json()).textState).toBe('indexed');
      const found = await (await fetch(`${base}/api/documents?q=whistles`)).json();
      expect(found.items.map((d: { title: string }) => d.title)).toEqual(['Pool rules']);
    } finally {
      const done = exited(child);
      child.kill('SIGTERM');
      expect(await done, output).toBe(0);
    }
  }, 90_000);

  it('create-admin runs compiled too', () => {
    const result = spawnSync(
      process.execPath,
      ['dist/server/create-admin.js', '--email', 'chair@example.org', '--password', 'Board-Chair-2026'],
      {
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: path.join(dir, 'cli.sqlite') },
        encoding: 'utf8',
      },
    );
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('chair@example.org: created');
  }, 30_000);
});
