import { CONFIRM_LINK_HOURS } from '../../shared/subscriptions.ts';
import { TOKEN_SLOT, type OutgoingMail } from '../mail/queries.ts';

/**
 * The double opt-in mail: plain text, the one link that confirms. Its token is made by the outbox
 * as the mail leaves (`reissueConfirmToken`); the stored mail holds none.
 */
export function confirmationMail(
  to: string,
  subscriberId: string,
  site: { name: string; publicUrl: string },
): OutgoingMail {
  const link = `${site.publicUrl}/confirm-subscription?token=${TOKEN_SLOT}`;
  return {
    kind: 'subscription-confirm',
    token: { purpose: 'subscription-confirm', recordId: subscriberId },
    to,
    subject: `Confirm your subscription to ${site.name} news`,
    text: [
      'Hello,',
      '',
      `Someone (we hope you) asked for the news of ${site.name} to be emailed to this address.`,
      'To confirm, open this link:',
      '',
      link,
      '',
      `The link works once, for ${CONFIRM_LINK_HOURS} hours. If you did not ask for this, ignore this email:`,
      'nothing will be sent to you.',
      '',
    ].join('\n'),
  };
}
