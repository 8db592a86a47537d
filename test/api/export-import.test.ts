import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { exportSite } from '../../src/server/backup/export.ts';
import { importSite, ImportError } from '../../src/server/backup/import.ts';
import { detectDocumentType } from '../../src/server/files/content-types.ts';
import { getFile, readWholeFile, saveFile, CHUNK_SIZE } from '../../src/server/files/store.ts';
import { seedDemoContent } from '../../src/server/seed/demo.ts';
import { createTestApp, createUser, ENGINES, type Engine, type TestApp } from '../support/test-app.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempFile = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hoa-export-'));
  dirs.push(dir);
  return path.join(dir, name);
};

/** A PNG (by its magic bytes) of `size` random bytes: bytes no text encoding would survive. */
const png = (size: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size - 8)]);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** What a visitor and staff see: the answers compared between the source and the imported site. */
const READS = [
  '/api/news',
  '/api/events',
  '/api/faqs',
  '/api/links',
  '/api/hoa',
  '/api/schools',
  '/api/community',
];

async function answers(app: FastifyInstance, staff: Record<string, string>): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const url of [...READS, '/api/user', '/api/contact/messages', '/api/audit']) {
    const res = await app.inject({ url, headers: READS.includes(url) ? {} : staff });
    expect(res.statusCode, url).toBe(200);
    out.push(res.json());
  }
  return out;
}

/**
 * A site with content in most tables (the demo library's documents among them), an account with a
 * password, a contact message and two files.
 */
async function fillSite(test: TestApp) {
  const { app } = test;
  await seedDemoContent(app.db, 'America/New_York');
  const admin = await createUser(app, 'ADMIN');
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      username: 'jane_r',
      email: 'jane@example.org',
      password: 'Pool-Opens-2026',
      confirmPassword: 'Pool-Opens-2026',
    },
  });
  expect(registered.statusCode).toBe(201);
  const contact = await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name: 'Zoë Ørsted',
      email: 'zoe@example.org',
      subject: 'Café',
      message: 'Non-ASCII text — kept as is.',
    },
  });
  expect(contact.statusCode).toBe(201);
  const small = png(1000);
  const large = png(CHUNK_SIZE * 2 + 12_345);
  const options = { maxBytes: 10 * 1024 * 1024, detectType: detectDocumentType };
  const files = [
    { bytes: small, stored: await saveFile(app.db, small, options) },
    { bytes: large, stored: await saveFile(app.db, large, options) },
  ];
  return { admin, files };
}

async function roundTrip(from: Engine, to: Engine) {
  const source = await createTestApp(from);
  const target = await createTestApp(to);
  try {
    const { admin, files } = await fillSite(source);
    const file = tempFile('site.ndjson.gz');
    const exported = await exportSite(source.app.db, from, file);
    // The demo library's three PDFs (a chunk each), then the small file (one) and the large (three).
    expect(exported.stored_file_chunks).toBe(3 + 1 + 3);
    // The demo residents (docs/product/homes.md), then the two accounts the test made.
    expect(exported.users).toBe(6 + 2);

    const imported = await importSite(target.app.db, to, file);
    expect(imported).toEqual(exported);

    expect(await answers(target.app, admin.headers)).toEqual(await answers(source.app, admin.headers));
    // The session and the password came along: the same token works, the same password signs in.
    const me = await target.app.inject({ url: '/api/auth/me', headers: admin.headers });
    expect(me.statusCode).toBe(200);
    const login = await target.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'jane@example.org', password: 'Pool-Opens-2026' },
    });
    expect(login.statusCode).toBe(200);
    // Files byte for byte.
    for (const { bytes, stored } of files) {
      const copy = (await getFile(target.app.db, stored.id))!;
      expect(copy).toEqual(stored);
      const read = await readWholeFile(target.app.db, copy);
      expect(read.length).toBe(bytes.length);
      expect(sha(read)).toBe(sha(bytes));
    }
  } finally {
    await source.close();
    await target.close();
  }
}

describe('export and import', () => {
  const other: Engine = ENGINES.includes('postgres') ? 'postgres' : 'sqlite';
  it(`moves a site from SQLite to ${other}: same API answers, byte-identical files`, async () => {
    await roundTrip('sqlite', other);
  });

  it.runIf(ENGINES.includes('postgres'))('moves a site from PostgreSQL to SQLite', async () => {
    await roundTrip('postgres', 'sqlite');
  });

  it('writes a versioned header with the migrations, then each table and its rows', async () => {
    const test = await createTestApp('sqlite');
    try {
      await fillSite(test);
      const file = tempFile('site.ndjson.gz');
      await exportSite(test.app.db, 'sqlite', file);
      const lines: unknown[] = [];
      const input = createReadStream(file).pipe(createGunzip());
      for await (const line of createInterface({ input })) lines.push(JSON.parse(line));
      expect(lines[0]).toMatchObject({
        format: 'hoa-site-export',
        version: 1,
        engine: 'sqlite',
        migrations: expect.arrayContaining(['001_initial', '005_file_store', '007_shared_state']),
      });
      const tables = lines
        .filter((l) => (l as { table?: string }).table)
        .map((l) => (l as { table: string }).table);
      // Parents before children: files before their chunks, users before their sessions.
      expect(tables.indexOf('stored_files')).toBeLessThan(tables.indexOf('stored_file_chunks'));
      expect(tables.indexOf('users')).toBeLessThan(tables.indexOf('sessions'));
      expect(tables).not.toContain('kysely_migration');
      expect(lines.at(-1)).toMatchObject({ end: true });
    } finally {
      await test.close();
    }
  });

  it('refuses a database that is not empty, and a file that is not an export or is cut short', async () => {
    const source = await createTestApp('sqlite');
    const target = await createTestApp('sqlite');
    try {
      await fillSite(source);
      const file = tempFile('site.ndjson.gz');
      await exportSite(source.app.db, 'sqlite', file);
      await expect(importSite(source.app.db, 'sqlite', file)).rejects.toThrow(/not empty/);

      const notExport = tempFile('other.gz');
      writeFileSync(notExport, (await import('node:zlib')).gzipSync('{"hello":1}\n'));
      await expect(importSite(target.app.db, 'sqlite', notExport)).rejects.toThrow(ImportError);

      // The same export without its last line: nothing is kept.
      const { gunzipSync, gzipSync } = await import('node:zlib');
      const text = gunzipSync((await import('node:fs')).readFileSync(file)).toString();
      const cut = tempFile('cut.ndjson.gz');
      writeFileSync(cut, gzipSync(text.trimEnd().split('\n').slice(0, -1).join('\n')));
      await expect(importSite(target.app.db, 'sqlite', cut)).rejects.toThrow(/incomplete/);
      expect(await target.app.db.selectFrom('users').select('id').execute()).toEqual([]);
    } finally {
      await source.close();
      await target.close();
    }
  });

  it('npm run export / npm run import work as commands', async () => {
    const source = await createTestApp('sqlite');
    try {
      await fillSite(source);
      const file = tempFile('cli.ndjson.gz');
      const dir = path.dirname(file);
      const run = (script: string, database: string) =>
        spawnSync(process.execPath, ['--import', 'tsx', `src/server/cli/${script}.ts`, file], {
          env: { ...process.env, DATABASE_URL: database, DATA_DIR: dir },
          encoding: 'utf8',
        });
      const exported = run('export', (source.config.database as { file: string }).file);
      expect(exported.stderr).toBe('');
      expect(exported.stdout).toMatch(/^Exported \d+ rows from \d+ tables/);
      const imported = run('import', path.join(dir, 'restored.sqlite'));
      expect(imported.stdout).toMatch(/^Imported \d+ rows into \d+ tables/);
      expect(imported.status).toBe(0);
      const again = run('import', path.join(dir, 'restored.sqlite'));
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/not empty/);
    } finally {
      await source.close();
    }
  }, 120_000);
});
