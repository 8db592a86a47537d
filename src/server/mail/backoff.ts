/** After this many failed attempts a mail is given up (it stays stored, marked failed). */
export const MAX_DELIVERY_ATTEMPTS = 10;
/** The longest wait between two attempts at one mail. */
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

/** Wait before the next attempt after `attempts` failures: the retry interval, doubled each time. */
export function backoffMs(attempts: number, retryMs: number): number {
  return Math.min(retryMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}
