import type { FastifyInstance } from 'fastify';
import { RESET_LINK_MINUTES } from '../../shared/password-reset.ts';
import { findUserByEmail } from '../users/queries.ts';
import { createAccountToken } from './account-tokens.ts';
import { sendResetMail } from './reset-mail.ts';

/**
 * "Forgot password?": a one-time link by mail, valid for an hour, when mail can leave (the caller asks `mailEnabled`).
 * It is mailed when the email belongs to an account that may have another live link.
 */
export async function mailResetLink(app: FastifyInstance, email: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user) return;
  const link = await createAccountToken(app.db, user.id, 'password-reset', RESET_LINK_MINUTES);
  if (!link) return;
  const community = await app.community.read();
  await sendResetMail(app, {
    to: user.email,
    username: user.username,
    communityName: community.name,
    tokenId: link.id,
    minutes: RESET_LINK_MINUTES,
  });
}
