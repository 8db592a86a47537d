import type { InboxMessage } from '../../shared/contact/inbox.ts';

/** A reply in the staff member's own mail program, to the visitor, with the subject "Re: ...". */
export function replyLink(message: Pick<InboxMessage, 'email' | 'subject'>): string {
  const subject = /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`;
  return `mailto:${encodeURIComponent(message.email).replace('%40', '@')}?subject=${encodeURIComponent(subject)}`;
}
