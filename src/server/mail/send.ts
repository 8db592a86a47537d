import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { OutgoingMail } from './queries.ts';

export type Smtp = NonNullable<AppConfig['smtp']>;

/** One plain-text mail to one person. */
export interface AccountMail {
  to: string;
  subject: string;
  text: string;
  /** The one-time link the mail carries (its text holds TOKEN_SLOT where the token goes). */
  token?: OutgoingMail['token'];
}

/**
 * Stores one account mail (reset and verification links, a resident request's outcome) in the
 * outbox and starts sending it: once the row is written the mail survives a mail server that is
 * down, a restart, and is sent by exactly one process.
 */
export async function sendAccountMail(app: FastifyInstance, mail: AccountMail): Promise<void> {
  await app.outbox.send([{ kind: 'account', ...mail }]);
}

/**
 * Work that starts after the answer has gone out (looking an account up, mailing it), so neither
 * the answer's timing nor a failure tells the caller anything. A failure is logged; closing the
 * app waits for the tasks in flight, so the database outlives them.
 */
export function afterAnswer(app: FastifyInstance): (label: string, task: () => Promise<void>) => void {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  return (label, task) => {
    const promise: Promise<void> = new Promise((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => app.log.error({ err: error }, `${label} failed`))
      .finally(() => running.delete(promise));
    running.add(promise);
  };
}
