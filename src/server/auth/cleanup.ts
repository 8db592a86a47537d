import type { FastifyPluginAsync } from 'fastify';
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
 * Runs deleteStaleAuthRecords once the app is ready (after migrations) and every hour after that;
 * the timer never keeps the process alive, and closing the app stops it and waits for a pass in
 * progress. Registered as a child plugin so that this runs before the database closes.
 */
const authCleanup: FastifyPluginAsync = async (app) => {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const pass = () => {
    running ??= deleteStaleAuthRecords(app.db)
      .catch((error: unknown) => app.log.error({ err: error }, 'cleaning up sessions and reset links failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    pass();
    timer = setInterval(pass, HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
};

export default authCleanup;
