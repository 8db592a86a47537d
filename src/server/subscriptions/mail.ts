import { CONFIRM_LINK_HOURS } from '../../shared/subscriptions.ts';
import type { OutgoingMail } from '../mail/queries.ts';

/** The double opt-in mail: plain text, the one link that confirms. */
export function confirmationMail(
  to: string,
  token: string,
  site: { name: string; publicUrl: string },
): OutgoingMail {
  const link = `${site.publicUrl}/confirm-subscription?token=${encodeURIComponent(token)}`;
  return {
    kind: 'subscription-confirm',
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
