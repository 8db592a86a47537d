import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, postJson, startServer, stopServer, waitForHealth } from '../support/server-process.ts';
import { ENGINES, freshPostgres, type Engine } from '../support/test-app.ts';

// These tests run the real entry points (src/server/main.ts, the create-admin CLI) as processes.
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hoa-proc-'));
  dirs.push(dir);
  return dir;
}

/** DATABASE_URL and DATA_DIR for a server process on a database of its own. */
async function databaseEnv(
  engine: Engine,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dir = tempDir();
  if (engine === 'sqlite') {
    return { env: { DATA_DIR: dir, DATABASE_URL: path.join(dir, 'site.sqlite') }, drop: async () => {} };
  }
  const fresh = await freshPostgres();
  return { env: { DATA_DIR: dir, DATABASE_URL: fresh.url }, drop: fresh.drop };
}

for (const engine of ENGINES) {
  it(`does not make a self-registered account with the operator's email an admin at restart [${engine}]`, async () => {
    const database = await databaseEnv(engine);
    try {
      const env = { ...database.env, SEED_DEMO: 'false' };
      const first = await startServer(env);
      await waitForHealth(first);
      // Someone registers with the address the operator will configure (or kept after the admin left).
      const registered = await postJson(first.port, '/api/auth/register', {
        username: 'not_the_chair',
        email: 'chair@example.org',
        password: 'Sneaky-Resident-9',
        confirmPassword: 'Sneaky-Resident-9',
      });
      expect(registered.status).toBe(201);
      await stopServer(first.child);

      const second = await startServer({
        ...env,
        ADMIN_EMAIL: 'chair@example.org',
        ADMIN_PASSWORD: 'Board-Chair-2026',
      });
      await waitForHealth(second);
      const theirs = await postJson(second.port, '/api/auth/login', {
        email: 'chair@example.org',
        password: 'Sneaky-Resident-9',
      });
      expect(theirs.status).toBe(200);
      expect((await theirs.json()).user.role).toBe('USER');
      const operators = await postJson(second.port, '/api/auth/login', {
        email: 'chair@example.org',
        password: 'Board-Chair-2026',
      });
      expect(operators.status).toBe(401);
      await stopServer(second.child);
      expect(second.output()).toContain('npm run create-admin');
    } finally {
      await database.drop();
    }
    // Room for two starts from source, each up to waitForHealth's 60 s on a loaded machine.
  }, 150_000);
}

describe('the server process', () => {
  it('stops at start-up with one line naming a bad variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'eighty' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    const lines = result.stderr
      .trim()
      .split('\n')
      .filter((l) => !l.includes('nodedir'));
    expect(lines).toEqual([
      'Configuration error: PORT must be a whole number between 1 and 65535, got "eighty"',
    ]);
  });

  it('migrates, ensures the admin, serves, and shuts down cleanly on SIGTERM', async () => {
    const dir = tempDir();
    const server = await startServer({
      DATA_DIR: dir,
      DATABASE_URL: path.join(dir, 'site.sqlite'),
      ADMIN_EMAIL: 'chair@example.org',
      ADMIN_PASSWORD: 'Board-Chair-2026',
      SEED_DEMO: 'true',
    });
    await waitForHealth(server);
    const login = await fetch(`http://127.0.0.1:${server.port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'chair@example.org', password: 'Board-Chair-2026' }),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).user.role).toBe('ADMIN');

    const exit = exited(server.child);
    server.child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(server.output()).toContain('shutting down');
    // The database was closed: SQLite folds the write-ahead log back and removes it on the last close.
    expect(existsSync(path.join(dir, 'site.sqlite-wal'))).toBe(false);
    // Room for a start from source taking all of waitForHealth's 60 s on a loaded machine.
  }, 90_000);

  it('keeps an acknowledged write through a crash (SIGKILL)', async () => {
    const dir = tempDir();
    const env = { DATA_DIR: dir, DATABASE_URL: path.join(dir, 'crash.sqlite'), SEED_DEMO: 'false' };
    const first = await startServer(env);
    await waitForHealth(first);
    const body = {
      username: 'survivor',
      email: 'survivor@example.org',
      password: 'Still-Here-42',
      confirmPassword: 'Still-Here-42',
    };
    const res = await fetch(`http://127.0.0.1:${first.port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
    const killed = exited(first.child);
    first.child.kill('SIGKILL');
    await killed;

    const second = await startServer(env);
    await waitForHealth(second);
    const login = await fetch(`http://127.0.0.1:${second.port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: body.email, password: body.password }),
    });
    expect(login.status).toBe(200);
    const done = exited(second.child);
    second.child.kill('SIGTERM');
    await done;
    // Room for two starts from source, each up to waitForHealth's 60 s on a loaded machine.
  }, 150_000);

  it('create-admin creates an admin from the command line, and promotes an existing account', async () => {
    const dir = tempDir();
    const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: path.join(dir, 'cli.sqlite') };
    const run = (args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/create-admin.ts', ...args], {
        env,
        encoding: 'utf8',
      });
    const created = run([
      '--email',
      'treasurer@example.org',
      '--password',
      'Ledger-Book-77',
      '--username',
      'treasurer',
    ]);
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain('treasurer@example.org: created');
    const again = run(['--email', 'TREASURER@example.org', '--password', 'Ledger-Book-78']);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain('is now an ADMIN');
    const usage = run([]);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run create-admin');
  }, 30_000);
});
