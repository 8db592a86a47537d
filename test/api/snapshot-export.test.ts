import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { exportSite } from '../../src/server/backup/export.ts';
import { importSite, ImportError } from '../../src/server/backup/import.ts';
import type { Db } from '../../src/server/db/connection.ts';
import { newId, nowIso } from '../../src/server/db/ids.ts';
import { createTestApp, ENGINES, type Engine } from '../support/test-app.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempFile = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hoa-snapshot-'));
  dirs.push(dir);
  return path.join(dir, name);
};

/**
 * One write of the kind a live site makes, all or nothing: an account with its session (a child
 * row with a foreign key), a news item and the audit entry that names it (two tables exported far
 * apart: audit_log early, news late).
 */
async function writeOne(db: Db, n: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const userId = newId();
    await trx
      .insertInto('users')
      .values({
        id: userId,
        username: `writer${n}`,
        email: `writer${n}@example.org`,
        passwordHash: 'x',
        role: 'USER',
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await trx
      .insertInto('sessions')
      .values({ id: newId(), tokenHash: `hash-${n}-${newId()}`, userId, createdAt: now, expiresAt: now })
      .execute();
    const newsId = newId();
    await trx
      .insertInto('news')
      .values({
        id: newsId,
        title: `Live item ${n}`,
        description: 'x'.repeat(60),
        type: null,
        image: null,
        link: null,
        date: '2026-01-01',
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await trx
      .insertInto('auditLog')
      .values({
        id: newId(),
        actorId: null,
        actorName: 'writer',
        action: 'create',
        kind: 'news',
        objectId: newsId,
        summary: `Live item ${n}`,
        createdAt: now,
      })
      .execute();
  });
}

async function snapshotWhileWriting(from: Engine, to: Engine) {
  const source = await createTestApp(from);
  const target = await createTestApp(to);
  try {
    const db = source.app.db;
    // Enough rows that the export reads many pages (and yields between them).
    for (let n = 0; n < 300; n++) await writeOne(db, n);
    let writing = true;
    let written = 300;
    let duringExport = 0;
    let exporting = false;
    const writer = (async () => {
      while (writing) {
        await writeOne(db, written++);
        if (exporting) duringExport++;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const file = tempFile('live.ndjson.gz');
    exporting = true;
    const counts = await exportSite(db, from, file);
    exporting = false;
    writing = false;
    await writer;
    // The writer really wrote while the export ran, and the export holds fewer than all of it.
    expect(duringExport).toBeGreaterThan(0);
    expect(counts.users).toBeLessThan(written + 1);

    const imported = await importSite(target.app.db, to, file);
    expect(imported).toEqual(counts);
    const t = target.app.db;
    const users = await t.selectFrom('users').select('id').where('username', 'like', 'writer%').execute();
    const sessions = await t.selectFrom('sessions').select(['id', 'userId']).execute();
    const news = await t.selectFrom('news').select('id').where('title', 'like', 'Live item %').execute();
    const audit = await t
      .selectFrom('auditLog')
      .select('objectId')
      .where('actorName', '=', 'writer')
      .execute();
    // One moment: every write is wholly in or wholly out.
    expect(sessions.length).toBe(users.length);
    expect(news.length).toBe(users.length);
    expect(audit.length).toBe(users.length);
    const newsIds = new Set(news.map((r) => r.id));
    for (const entry of audit) expect(newsIds.has(entry.objectId!)).toBe(true);
    const userIds = new Set(users.map((r) => r.id));
    for (const session of sessions) expect(userIds.has(session.userId)).toBe(true);
    // And the restored site answers.
    const res = await target.app.inject({ url: '/api/news?limit=5' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(5);
  } finally {
    await source.close();
    await target.close();
  }
}

describe('snapshot export (issue 28)', () => {
  const other: Engine = ENGINES.includes('postgres') ? 'postgres' : 'sqlite';
  it(`an export taken while the site writes is one moment (SQLite to ${other})`, async () => {
    await snapshotWhileWriting('sqlite', other);
  });
  if (ENGINES.includes('postgres')) {
    it('an export taken while the site writes is one moment (PostgreSQL to SQLite)', async () => {
      await snapshotWhileWriting('postgres', 'sqlite');
    });
  }

  it('npm run import refuses a file from a newer schema with a clear message', async () => {
    const source = await createTestApp('sqlite');
    const target = await createTestApp('sqlite');
    try {
      const file = tempFile('site.ndjson.gz');
      await exportSite(source.app.db, 'sqlite', file);
      const lines = gunzipSync(readFileSync(file)).toString().split('\n');
      const header = JSON.parse(lines[0]!);
      header.migrations.push('099_from_the_future');
      lines[0] = JSON.stringify(header);
      const newer = tempFile('newer.ndjson.gz');
      writeFileSync(newer, gzipSync(lines.join('\n')));
      const refused = importSite(target.app.db, 'sqlite', newer);
      await expect(refused).rejects.toThrow(ImportError);
      await expect(refused).rejects.toThrow(
        /newer version of the site: its schema is at 099_from_the_future/,
      );
    } finally {
      await source.close();
      await target.close();
    }
  });
});
