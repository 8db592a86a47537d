import type { FastifyPluginAsync } from 'fastify';
import { scheduleJob } from '../coordination/jobs.ts';
import { deleteEndedWindows } from '../coordination/rate-limit-store.ts';
import type { Db } from '../db/connection.ts';
import { deleteAccountTokensExpiredBefore } from './account-tokens.ts';
import { deleteExpiredSessions } from './sessions.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Spent or expired reset links stay a day, so the reset page can still say "used" or "expired". */
const RESET_LINK_KEPT_MS = 24 * HOUR_MS;

/** Deletes expired sessions and mailed links (reset, verification) that expired over a day ago, used or not. */
export async function deleteStaleAuthRecords(db: Db, now = new Date()): Promise<void> {
  await deleteExpiredSessions(db);
  await deleteAccountTokensExpiredBefore(db, new Date(now.getTime() - RESET_LINK_KEPT_MS).toISOString());
}

/**
 * Runs deleteStaleAuthRecords once the app is ready (after migrations) and every hour after that,
 * and forgets rate-limit windows that ended, as scheduled jobs: of several processes on one
 * database one runs each (coordination/jobs.ts). Registered as a child plugin so that closing waits for
 * a pass in progress before the database closes.
 */
const authCleanup: FastifyPluginAsync = async (app) => {
  scheduleJob(app, { name: 'auth-cleanup', everyMs: HOUR_MS, run: () => deleteStaleAuthRecords(app.db) });
  scheduleJob(app, { name: 'rate-limit-sweep', everyMs: HOUR_MS, run: () => deleteEndedWindows(app.db) });
};

export default authCleanup;
