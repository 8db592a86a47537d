import type { FastifyInstance } from 'fastify';
import { TOKEN_SLOT } from '../mail/queries.ts';
import { sendAccountMail } from '../mail/send.ts';

/** The page a reset token opens. */
export const resetLink = (app: FastifyInstance, token: string) =>
  `${app.config.publicUrl}/reset-password?token=${token}`;

/**
 * Mails a reset link (through the outbox). The stored mail holds no token: the outbox makes one for
 * the link `tokenId` as the mail leaves.
 */
export async function sendResetMail(
  app: FastifyInstance,
  mail: { to: string; username: string; communityName: string; tokenId: string; minutes: number },
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
      resetLink(app, TOKEN_SLOT),
      '',
      'The link works once. If you did not ask for this, ignore this message: your password stays as it is.',
    ].join('\n'),
    token: { purpose: 'password-reset', recordId: mail.tokenId },
  });
}
