import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { BACKUP_STALE_DAYS, type BackupStatus } from '../../shared/backups.ts';
import { backupsContract } from '../../shared/contracts/backups.ts';
import { todayIn } from '../../shared/dates.ts';
import { scheduleJob } from '../coordination/jobs.ts';
import type { BackupConfig } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import { routeOf } from '../http/contract-routes.ts';
import { exportSite } from './export.ts';

/** One attempt at a scheduled backup (migration 011). */
export interface BackupRunsTable {
  id: string;
  /** The community-local day it is the backup of. */
  day: string;
  startedAt: string;
  finishedAt: string | null;
  file: string | null;
  /** PostgreSQL returns bigint as a string. */
  bytes: number | string | null;
  error: string | null;
}

/** A backup file's name: the day it was taken, so they sort by age and `ls` says which is which. */
const BACKUP_FILE = /^hoa-\d{4}-\d{2}-\d{2}\.ndjson\.gz$/;
const fileFor = (day: string) => `hoa-${day}.ndjson.gz`;
/** A failed attempt is tried again this long after it started. */
const RETRY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How often each process looks whether today's backup is due (the claim is one UPDATE). */
const LOOK_MS = 60_000;
/** A run holds the job this long at most: an export of a large site takes minutes, not hours. */
const BACKUP_LEASE_MS = 3 * 60 * 60 * 1000;

/** The wall-clock time HH:MM in a time zone. */
function clockIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
}

/**
 * Writes today's backup when it is due: at or after BACKUP_TIME in the community's time zone, and
 * no backup of today written yet (a failed attempt is retried after an hour). The export is one
 * snapshot (export.ts), written under a temporary name and renamed when complete, so a file named
 * like a backup is always a whole one; then only the newest `keep` files are kept. True when it ran.
 */
export async function backupIfDue(
  app: FastifyInstance,
  config: BackupConfig,
  now = new Date(),
): Promise<boolean> {
  const { timeZone } = await app.community.read();
  const day = todayIn(timeZone, now);
  if (clockIn(timeZone, now) < config.time) return false;
  const last = await app.db
    .selectFrom('backupRuns')
    .selectAll()
    .where('day', '=', day)
    .orderBy('startedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (last && last.error === null) return false;
  if (last && now.getTime() - Date.parse(last.startedAt) < RETRY_MS) return false;
  await writeBackup(app, config, day, now);
  return true;
}

/**
 * Writes the backup of `day` now, and records how it went. The attempt is stamped with the
 * caller's clock, the one the next attempt's retry hour is measured on.
 */
export async function writeBackup(
  app: FastifyInstance,
  config: BackupConfig,
  day: string,
  startedAt = new Date(),
): Promise<void> {
  const id = newId();
  await app.db.insertInto('backupRuns').values({ id, day, startedAt: startedAt.toISOString() }).execute();
  const file = path.join(config.dir, fileFor(day));
  const partial = `${file}.partial`;
  try {
    await mkdir(config.dir, { recursive: true, mode: 0o700 });
    await exportSite(app.db, app.config.database.kind, partial);
    await rename(partial, file);
    const { size } = await stat(file);
    await keepNewest(config.dir, config.keep);
    await app.db
      .updateTable('backupRuns')
      .set({ finishedAt: nowIso(), file, bytes: size })
      .where('id', '=', id)
      .execute();
    app.log.info({ file, bytes: size }, 'backup written');
  } catch (error) {
    await rm(partial, { force: true }).catch(() => {});
    const message = (error as Error).message || String(error);
    await app.db
      .updateTable('backupRuns')
      .set({ finishedAt: nowIso(), error: message.slice(0, 1000) })
      .where('id', '=', id)
      .execute();
    app.log.error({ err: error, file }, 'backup failed');
  }
}

/** Deletes the oldest backup files beyond `keep` (only files named like a backup). */
async function keepNewest(dir: string, keep: number): Promise<void> {
  const files = (await readdir(dir)).filter((name) => BACKUP_FILE.test(name)).sort();
  for (const name of files.slice(0, Math.max(0, files.length - keep))) {
    await rm(path.join(dir, name), { force: true });
  }
}

/** What the admin dashboard shows: the last backup written, the last attempt if it failed. */
export async function backupStatus(
  db: Db,
  config: BackupConfig | null,
  now = new Date(),
): Promise<BackupStatus> {
  if (!config) {
    return { enabled: false, time: null, keep: null, lastSuccess: null, lastFailure: null, state: 'off' };
  }
  const runs = db.selectFrom('backupRuns').selectAll().orderBy('startedAt', 'desc').limit(1);
  const [latest, success] = await Promise.all([
    runs.where('finishedAt', 'is not', null).executeTakeFirst(),
    runs.where('finishedAt', 'is not', null).where('error', 'is', null).executeTakeFirst(),
  ]);
  const lastSuccess =
    success && success.file && success.finishedAt
      ? { finishedAt: success.finishedAt, file: path.basename(success.file), bytes: Number(success.bytes) }
      : null;
  const lastFailure =
    latest && latest.error !== null ? { startedAt: latest.startedAt, error: latest.error } : null;
  const stale =
    !lastSuccess || now.getTime() - Date.parse(lastSuccess.finishedAt) > BACKUP_STALE_DAYS * DAY_MS;
  return {
    enabled: true,
    time: config.time,
    keep: config.keep,
    lastSuccess,
    lastFailure,
    state: lastFailure ? 'failed' : stale ? 'stale' : 'ok',
  };
}

/**
 * With BACKUP_DIR set, today's backup is written once across every process on the database (the
 * job lease, coordination/jobs.ts); GET /api/backups/status says how it went, for the admin dashboard.
 */
const scheduledBackups: FastifyPluginAsync = async (app) => {
  const config = app.config.backup;
  if (config) {
    scheduleJob(app, {
      name: 'backup',
      everyMs: LOOK_MS,
      leaseMs: BACKUP_LEASE_MS,
      run: async () => {
        await backupIfDue(app, config);
      },
    });
  }
};

export default scheduledBackups;

/** GET /api/backups/status (admins). */
export const backupRoutes: FastifyPluginAsync = async (app) => {
  app.route({
    ...routeOf(backupsContract.status),
    handler: async () => backupStatus(app.db, app.config.backup),
  });
};
