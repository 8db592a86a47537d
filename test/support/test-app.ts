import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { serverLogger } from '../../src/server/http/request-log.ts';
import { loadConfig, type AppConfig, type DatabaseConfig } from '../../src/server/config.ts';
import { migrateToLatest } from '../../src/server/db/connection.ts';
import type { Database } from '../../src/server/db/schema.ts';
import type { Role } from '../../src/shared/roles.ts';
import type { PublicUser } from '../../src/shared/auth.ts';
import { factories } from './factories.ts';

export type Engine = 'sqlite' | 'postgres';

const pgUrl = process.env.TEST_DATABASE_URL;
/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is a postgres URL. */
export const ENGINES: Engine[] = pgUrl && /^postgres(ql)?:/.test(pgUrl) ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: FastifyInstance;
  engine: Engine;
  config: AppConfig;
  close: () => Promise<void>;
}

/** A fresh PostgreSQL database on the server of TEST_DATABASE_URL; dropped again by the returned function. */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hoa_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Configuration for a test app; `withPages` serves server-rendered pages from the source template
 * (index.html with its placeholders) and the static files of public/ (as the build copies them),
 * without a client build; `logStream` receives the server's log lines (none otherwise).
 */
export type TestOverrides = Partial<AppConfig> & { withPages?: boolean; logStream?: DestinationStream };

/** A migrated app on a database of its own, with no client build and generous rate limits. */
export async function createTestApp(engine: Engine, testOverrides: TestOverrides = {}): Promise<TestApp> {
  const { withPages, logStream, ...overrides } = testOverrides;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hoa-test-'));
  let clientDir: string | null = null;
  if (withPages) {
    clientDir = path.join(dataDir, 'client');
    mkdirSync(clientDir);
    copyFileSync('index.html', path.join(clientDir, 'index.html'));
    cpSync('public', clientDir, { recursive: true });
  }
  let database: DatabaseConfig;
  let drop = async () => {};
  if (engine === 'postgres') {
    const fresh = await freshPostgres();
    database = { kind: 'postgres', url: fresh.url };
    drop = fresh.drop;
  } else {
    database = { kind: 'sqlite', file: path.join(dataDir, 'test.sqlite') };
  }
  const config: AppConfig = {
    ...loadConfig({}),
    database,
    dataDir,
    seedDemo: false,
    clientDir,
    authRateLimit: 10_000,
    contactRateLimit: 10_000,
    searchRateLimit: 10_000,
    arcRequestLimit: 10_000,
    logLevel: 'silent',
    ...overrides,
  };
  const app = await buildApp(config, {
    logger: logStream ? serverLogger(config.logLevel, logStream) : false,
  });
  await migrateToLatest(app.db);
  return {
    app,
    engine,
    config,
    close: async () => {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs a suite once per engine, each on a fresh database:
 *   describeEachEngine('events', (ctx) => { it('...', async () => { ctx().app.inject(...) }) })
 */
export function describeEachEngine(
  name: string,
  suite: (ctx: () => TestApp) => void,
  overrides: TestOverrides = {},
): void {
  for (const engine of ENGINES) {
    describe(`${name} [${engine}]`, () => {
      let current: TestApp | undefined;
      beforeAll(async () => {
        current = await createTestApp(engine, overrides);
      });
      afterAll(async () => {
        await current?.close();
      });
      suite(() => {
        if (!current) throw new Error('test app not ready');
        return current;
      });
    });
  }
}

export interface TestUser {
  user: PublicUser;
  token: string;
  password: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

/** A user with the given role and a live session (the user factory, as most tests need it). */
export async function createUser(
  app: FastifyInstance,
  role: Role = 'USER',
  name?: string,
): Promise<TestUser> {
  const { user, token, password, headers } = await factories(app.db).user({ role, username: name });
  return { user, token, password, headers };
}

/** One caller of each kind, for tables of permission tests. */
export async function createCallers(app: FastifyInstance) {
  const [user, moderator, admin] = await Promise.all([
    createUser(app, 'USER'),
    createUser(app, 'MODERATOR'),
    createUser(app, 'ADMIN'),
  ]);
  return {
    anonymous: {} as Record<string, string>,
    user: user.headers,
    moderator: moderator.headers,
    admin: admin.headers,
  };
}

/** How many rows a table holds, for tests that check a refused write changed nothing. */
export async function countRows(app: FastifyInstance, table: keyof Database): Promise<number> {
  const row = await app.db.selectFrom(table).select(app.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
