import type { FastifyInstance } from 'fastify';
import { sendAccountMail } from '../mail/send.ts';

/** Mails a reset link (through the outbox). */
export async function sendResetMail(
  app: FastifyInstance,
  mail: { to: string; username: string; communityName: string; link: string; minutes: number },
): Promise<void> {
  await sendAccountMail(app, {
    to: mail.to,
    subject: `Reset your password for ${mail.communityName}`,
    text: [
      `Hello ${mail.username},`,
      '',
      `Someone, hopefully you, asked to reset the password of your account on the ${mail.communityName} website.`,
      '',
      `Open this link within ${mail.minutes === 60 ? 'one hour' : `${mail.minutes} minutes`} to choose a new password:`,
      mail.link,
      '',
      'The link works once. If you did not ask for this, ignore this message: your password stays as it is.',
    ].join('\n'),
  });
}
