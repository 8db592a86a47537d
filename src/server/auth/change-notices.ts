import type { FastifyInstance } from 'fastify';
import { sendAccountMail } from '../mail/send.ts';
import { formatLongDateTimeIn } from '../../shared/dates.ts';
import { mailEnabled } from '../community/public.ts';

/**
 * What changed on an account. Each is mailed to the person (ASVS V2.2.3), so a change they did not
 * make does not go unnoticed: an email change to the old address as well as the new one.
 */
export type AccountChange =
  | { kind: 'password-changed' }
  | { kind: 'password-reset' }
  | { kind: 'email-changed'; from: string; to: string };

/**
 * Mails the notice of a change to the account (through the outbox), when mail can leave: what
 * changed, when, and what to do if it was not them. An email change is told to both addresses.
 * Called after the change is made: a notice that cannot be stored is logged, and the change stands.
 */
export async function mailChangeNotice(
  app: FastifyInstance,
  user: { username: string; email: string },
  change: AccountChange,
  when = new Date(),
): Promise<void> {
  if (!mailEnabled(app)) return;
  try {
    await storeChangeNotice(app, user, change, when);
  } catch (error) {
    app.log.error({ err: error, change: change.kind }, 'account change notice not stored');
  }
}

async function storeChangeNotice(
  app: FastifyInstance,
  user: { username: string; email: string },
  change: AccountChange,
  when: Date,
): Promise<void> {
  const community = await app.community.read();
  const { name } = community;
  const at = formatLongDateTimeIn(community.timeZone, when);
  const site = app.config.publicUrl;
  const manager = `${community.managerName} (${community.managementCompany}), ${community.managerEmail}, ${community.managerPhone}`;
  const notice = (to: string, subject: string, lines: string[]) =>
    sendAccountMail(app, {
      to,
      subject,
      text: [`Hello ${user.username},`, '', ...lines, '', `-- ${name}`, ''].join('\n'),
    });

  if (change.kind === 'email-changed') {
    await notice(change.from, `The email address of your ${name} account was changed`, [
      `The email address of your account on the ${name} website was changed from ${change.from} to ${change.to} on ${at}. Mail for the account now goes to the new address, and it was signed out everywhere else.`,
      '',
      `If you did not make this change, someone else may control your account: contact the property manager at once, ${manager}.`,
    ]);
    await notice(change.to, `This is now the email address of your ${name} account`, [
      `This address is now the email address of your account on the ${name} website (changed from ${change.from} on ${at}).`,
      '',
      `If you did not ask for this, contact the property manager, ${manager}.`,
    ]);
    return;
  }
  const [subject, happened] =
    change.kind === 'password-changed'
      ? [
          `Your ${name} password was changed`,
          `The password of your account on the ${name} website was changed on ${at}. Every other place where the account was signed in has been signed out.`,
        ]
      : [
          `Your ${name} password was reset`,
          `The password of your account on the ${name} website was reset on ${at}, with a link mailed to this address. The account has been signed out everywhere.`,
        ];
  await notice(user.email, subject, [
    happened,
    '',
    'If you did this, there is nothing more to do.',
    `If you did not, reset your password now ("Forgot password?" on ${site}/login) and contact the property manager, ${manager}.`,
  ]);
}
