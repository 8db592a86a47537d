/**
 * Export memory benchmark (issue 28): does `npm run export` stay flat in memory on a large site?
 * Builds a SQLite site holding EXPORT_MB (1,024) megabytes of stored files (random bytes, so gzip
 * cannot shrink them: the worst case), then runs `npm run export` as a child process and reports
 * its peak resident memory (ru_maxrss, from /usr/bin/time when present, else the child's
 * resourceUsage), the time and the file's size. Then the same for a site of one file, to compare.
 *
 *   npm run bench:export-memory        (EXPORT_MB=256 for a quicker run)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '../src/server/db/connection.ts';
import { newId, nowIso } from '../src/server/db/ids.ts';

const MEGABYTES = Number(process.env.EXPORT_MB ?? 1024);
const CHUNK = 256 * 1024;
const FILE_MB = 8;

async function buildSite(file: string, megabytes: number): Promise<void> {
  const db = openDatabase({ kind: 'sqlite', file });
  await migrateToLatest(db);
  const chunksPerFile = (FILE_MB * 1024 * 1024) / CHUNK;
  const files = Math.max(1, Math.ceil(megabytes / FILE_MB));
  for (let f = 0; f < files; f++) {
    const id = newId();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('storedFiles')
        .values({
          id,
          contentType: 'application/pdf',
          size: chunksPerFile * CHUNK,
          chunkSize: CHUNK,
          sha256: null,
          completedAt: nowIso(),
          createdAt: nowIso(),
        })
        .execute();
      for (let seq = 0; seq < chunksPerFile; seq++) {
        await trx
          .insertInto('storedFileChunks')
          .values({ fileId: id, seq, data: randomBytes(CHUNK) })
          .execute();
      }
    });
  }
  await db.destroy();
}

/** Peak RSS in MiB, seconds and output size of `npm run export` on the site in `file`. */
function exportPeak(file: string, out: string): { peakMiB: number; seconds: number; outMiB: number } {
  const args = ['--import', 'tsx', 'src/server/cli/export.ts', out];
  const env = { ...process.env, DATABASE_URL: file, LOG_LEVEL: 'warn' };
  const started = Date.now();
  let peakKiB: number;
  if (existsSync('/usr/bin/time')) {
    const run = spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, ...args], {
      env,
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(run.stderr);
    peakKiB = Number(run.stderr.trim().split('\n').at(-1));
  } else {
    execFileSync(process.execPath, args, { env, stdio: 'inherit' });
    peakKiB = process.resourceUsage().maxRSS;
  }
  return {
    peakMiB: peakKiB / 1024,
    seconds: (Date.now() - started) / 1000,
    outMiB: statSync(out).size / 1024 / 1024,
  };
}

const dir = mkdtempSync(path.join(tmpdir(), 'hoa-export-mem-'));
try {
  const rows: string[] = [];
  for (const megabytes of [FILE_MB, MEGABYTES]) {
    const site = path.join(dir, `site-${megabytes}.sqlite`);
    await buildSite(site, megabytes);
    const siteMiB = statSync(site).size / 1024 / 1024;
    const result = exportPeak(site, path.join(dir, `export-${megabytes}.ndjson.gz`));
    rows.push(
      `| ${siteMiB.toFixed(0)} MiB | ${result.outMiB.toFixed(0)} MiB | ${result.seconds.toFixed(1)} s | ${result.peakMiB.toFixed(0)} MiB |`,
    );
    rmSync(site, { force: true });
  }
  console.log('| site (SQLite file) | export file | time | peak RSS of the export |');
  console.log('| --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
