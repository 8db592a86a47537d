import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config.ts';

export type Smtp = NonNullable<AppConfig['smtp']>;

/** One plain-text mail to one person. */
export interface AccountMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends one plain-text mail over the configured SMTP server. Account mail (reset and verification
 * links, a resident request's outcome) is rare enough that a connection per mail is fine; short
 * timeouts, so a mail server that hangs cannot hold a task for long.
 */
export async function sendAccountMail(smtp: Smtp, mail: AccountMail): Promise<void> {
  const transport = nodemailer.createTransport({
    url: smtp.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  try {
    await transport.sendMail({ from: smtp.from, to: mail.to, subject: mail.subject, text: mail.text });
  } finally {
    transport.close();
  }
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
