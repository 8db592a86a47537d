import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection.ts';

/** This process, as named in a job lease it holds. */
export const PROCESS_ID = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

/** How long a run may hold its job; a process that dies mid-run lets the job go after this. */
const JOB_LEASE_MS = 10 * 60 * 1000;
/** How often each process looks whether a job is due. */
const POLL_MS = 60_000;

export interface ScheduledJob {
  name: string;
  everyMs: number;
  /** How long one run may hold the job (JOB_LEASE_MS unless a run can take longer: a backup). */
  leaseMs?: number;
  run: () => Promise<void>;
}

/**
 * Runs the job if it is due and no live lease holds it, as `holder`: the claim is one conditional
 * UPDATE on the job's row (the same on both engines), so of several processes asking at once one
 * wins; the next run is due `everyMs` after this one ends, whoever runs it. True when it ran here.
 */
export async function runIfDue(db: Db, job: ScheduledJob, holder: string): Promise<boolean> {
  const now = new Date();
  await db
    .insertInto('jobLeases')
    .values({ name: job.name, holder: null, leaseUntil: now.toISOString(), nextRunAt: now.toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const claimed = await db
    .updateTable('jobLeases')
    .set({ holder, leaseUntil: new Date(now.getTime() + (job.leaseMs ?? JOB_LEASE_MS)).toISOString() })
    .where('name', '=', job.name)
    .where('nextRunAt', '<=', now.toISOString())
    .where('leaseUntil', '<=', now.toISOString())
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  try {
    await job.run();
  } finally {
    const done = new Date().toISOString();
    await db
      .updateTable('jobLeases')
      .set({
        holder: null,
        leaseUntil: done,
        nextRunAt: new Date(Date.now() + job.everyMs).toISOString(),
      })
      .where('name', '=', job.name)
      .where('holder', '=', holder)
      .execute();
  }
  return true;
}

/**
 * Schedules a job that must run once across every process on the database (cleanups): each process
 * looks every minute (or `everyMs` if shorter) and only the one that claims the job's lease runs
 * it. Starts when the app is ready; closing the app stops looking and waits for a run in progress,
 * whose lease is then handed back.
 */
export function scheduleJob(app: FastifyInstance, job: ScheduledJob): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let closing = false;
  // A tick while a look is under way is not dropped: one more look follows it.
  let again = false;
  const look = () => {
    if (closing) return;
    if (running) {
      again = true;
      return;
    }
    running = runIfDue(app.db, job, PROCESS_ID)
      .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'scheduled job failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          look();
        }
      });
  };
  app.addHook('onReady', async () => {
    look();
    timer = setInterval(look, Math.min(job.everyMs, POLL_MS));
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    if (timer) clearInterval(timer);
    await running;
  });
}
