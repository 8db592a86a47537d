import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSite } from '../../src/server/backup/import.ts';
import { backupIfDue, backupStatus } from '../../src/server/backup/scheduled.ts';
import { runIfDue } from '../../src/server/coordination/jobs.ts';
import { ConfigError, loadConfig, type BackupConfig } from '../../src/server/config.ts';
import { seedDemoContent } from '../../src/server/seed/demo.ts';
import { todayIn } from '../../src/shared/dates.ts';
import { zonedInstant } from '../../src/shared/events/times.ts';
import {
  createCallers,
  createTestApp,
  describeEachEngine,
  ENGINES,
  type Engine,
} from '../support/test-app.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hoa-backups-'));
  dirs.push(dir);
  return dir;
};
const backups = (dir: string) => readdirSync(dir).filter((f) => /^hoa-.*\.ndjson\.gz$/.test(f));

describe('backup configuration', () => {
  it('is off without BACKUP_DIR; BACKUP_TIME 03:15 and BACKUP_KEEP 14 by default', () => {
    expect(loadConfig({}).backup).toBeNull();
    expect(loadConfig({ BACKUP_DIR: '/var/backups/hoa' }).backup).toEqual({
      dir: '/var/backups/hoa',
      time: '03:15',
      keep: 14,
    });
    expect(loadConfig({ BACKUP_DIR: 'b', BACKUP_TIME: '23:05', BACKUP_KEEP: '30' }).backup).toMatchObject({
      time: '23:05',
      keep: 30,
    });
  });
  it.each([
    [{ BACKUP_TIME: '3:15' }, /BACKUP_TIME must be a time of day HH:MM/],
    [{ BACKUP_TIME: '24:00' }, /BACKUP_TIME/],
    [{ BACKUP_KEEP: '0' }, /BACKUP_KEEP must be a whole number/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig({ BACKUP_DIR: 'b', ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ BACKUP_DIR: 'b', ...env })).toThrow(message);
  });
});

describeEachEngine('scheduled backups', (ctx) => {
  let callers: Awaited<ReturnType<typeof createCallers>>;
  beforeAll(async () => {
    callers = await createCallers(ctx().app);
    await seedDemoContent(ctx().app.db, 'America/New_York');
  });
  const timeZone = () => ctx().config.communityDefaults.timeZone;

  it('GET /api/backups/status is for admins only', async () => {
    const url = '/api/backups/status';
    expect((await ctx().app.inject({ url })).statusCode).toBe(401);
    expect((await ctx().app.inject({ url, headers: callers.user })).statusCode).toBe(403);
    expect((await ctx().app.inject({ url, headers: callers.moderator })).statusCode).toBe(403);
    const res = await ctx().app.inject({ url, headers: callers.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ enabled: false, state: 'off' });
  });

  it('writes the day’s backup once, at BACKUP_TIME or later, and keeps the newest BACKUP_KEEP', async () => {
    const dir = tempDir();
    // Older backups and a file that is not one of them.
    for (const day of ['2020-01-01', '2020-01-02', '2020-01-03', '2020-01-04']) {
      writeFileSync(path.join(dir, `hoa-${day}.ndjson.gz`), 'old');
    }
    writeFileSync(path.join(dir, 'notes.txt'), 'keep me');
    const config: BackupConfig = { dir, time: '00:00', keep: 3 };
    const early: BackupConfig = { ...config, time: '23:59' };
    const noon = new Date();
    noon.setUTCHours(12, 0, 0, 0);
    expect(await backupIfDue(ctx().app, early, noon)).toBe(false);

    expect(await backupIfDue(ctx().app, config)).toBe(true);
    const today = todayIn(timeZone());
    expect(backups(dir)).toEqual([
      `hoa-2020-01-03.ndjson.gz`,
      `hoa-2020-01-04.ndjson.gz`,
      `hoa-${today}.ndjson.gz`,
    ]);
    expect(existsSync(path.join(dir, 'notes.txt'))).toBe(true);
    // Done for today.
    expect(await backupIfDue(ctx().app, config)).toBe(false);
    const status = await backupStatus(ctx().app.db, config);
    expect(status).toMatchObject({ enabled: true, state: 'ok', lastFailure: null });
    expect(status.lastSuccess).toMatchObject({ file: `hoa-${today}.ndjson.gz` });
    expect(status.lastSuccess!.bytes).toBeGreaterThan(1000);

    // The file restores into a fresh database of the other engine, and the site answers the same.
    const to: Engine = ctx().engine === 'sqlite' && ENGINES.includes('postgres') ? 'postgres' : 'sqlite';
    const target = await createTestApp(to);
    try {
      await importSite(target.app.db, to, path.join(dir, `hoa-${today}.ndjson.gz`));
      for (const url of ['/api/news', '/api/faqs', '/api/hoa', '/api/events?from=2000-01-01&limit=500']) {
        const [a, b] = await Promise.all([ctx().app.inject({ url }), target.app.inject({ url })]);
        expect(b.json(), url).toEqual(a.json());
      }
    } finally {
      await target.close();
    }
  });

  it('runs once across processes: of two asking at once, one writes', async () => {
    await ctx().app.db.deleteFrom('backupRuns').execute();
    await ctx().app.db.deleteFrom('jobLeases').where('name', '=', 'backup-race').execute();
    const dir = tempDir();
    const config: BackupConfig = { dir, time: '00:00', keep: 14 };
    let runs = 0;
    const job = {
      name: 'backup-race',
      everyMs: 60_000,
      run: async () => {
        runs++;
        await backupIfDue(ctx().app, config);
      },
    };
    const ran = await Promise.all([
      runIfDue(ctx().app.db, job, 'process-a'),
      runIfDue(ctx().app.db, job, 'process-b'),
    ]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    expect(backups(dir)).toHaveLength(1);
  });

  it('a failed backup is shown as failed, retried after an hour, and a backup older than two days is stale', async () => {
    await ctx().app.db.deleteFrom('backupRuns').execute();
    const blocker = path.join(tempDir(), 'not-a-directory');
    writeFileSync(blocker, 'x');
    const config: BackupConfig = { dir: blocker, time: '00:00', keep: 14 };
    // Noon in the community's time zone: the attempts ten and sixty-one minutes later fall on the
    // same community day whenever the suite runs (at 23:55 the next try would be a new day's).
    const now = new Date(zonedInstant(todayIn(timeZone()), '12:00', timeZone()));
    expect(await backupIfDue(ctx().app, config, now)).toBe(true);
    const failed = await backupStatus(ctx().app.db, config);
    expect(failed.state).toBe('failed');
    expect(failed.lastFailure!.error).toMatch(/EEXIST|ENOTDIR|exists|not a directory/i);
    expect(await backupIfDue(ctx().app, config, new Date(now.getTime() + 10 * 60_000))).toBe(false);

    // Fixed: the next try (an hour on) writes it, and the warning goes.
    const fixed: BackupConfig = { ...config, dir: tempDir() };
    const later = new Date(now.getTime() + 61 * 60_000);
    if (todayIn(timeZone(), later) === todayIn(timeZone(), now)) {
      expect(await backupIfDue(ctx().app, fixed, later)).toBe(true);
      expect((await backupStatus(ctx().app.db, fixed, later)).state).toBe('ok');
    }
    // Three days on with no newer backup: stale.
    const status = await backupStatus(ctx().app.db, fixed, new Date(now.getTime() + 3 * 24 * 3600_000));
    expect(status.state).toBe(todayIn(timeZone(), later) === todayIn(timeZone(), now) ? 'stale' : 'failed');
  });
});

describe('scheduled backups from the configuration', () => {
  it('with BACKUP_DIR set, the running site writes the backup by itself', async () => {
    const dir = tempDir();
    const test = await createTestApp('sqlite', { backup: { dir, time: '00:00', keep: 14 } });
    try {
      await test.app.ready();
      const deadline = Date.now() + 20_000;
      while (backups(dir).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(backups(dir)).toHaveLength(1);
      const admin = (await createCallers(test.app)).admin;
      const status = (await test.app.inject({ url: '/api/backups/status', headers: admin })).json();
      expect(status).toMatchObject({ enabled: true, state: 'ok', time: '00:00', keep: 14 });
    } finally {
      await test.close();
    }
  });
});
