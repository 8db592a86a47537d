import type { InboxMessage, InboxUpdate } from '../../shared/contact-inbox.ts';
import { apiFetch } from '../api/client.ts';

export const inboxPath = (archived: boolean) => `/api/contact/messages${archived ? '?archived=true' : ''}`;

export const updateInboxMessage = (id: string, changes: InboxUpdate) =>
  apiFetch<InboxMessage>(`/api/contact/messages/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
  });

export const deleteInboxMessage = (id: string) =>
  apiFetch<void>(`/api/contact/messages/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** A reply in the staff member's own mail program, to the visitor, with the subject "Re: ...". */
export function replyLink(message: Pick<InboxMessage, 'email' | 'subject'>): string {
  const subject = /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`;
  return `mailto:${encodeURIComponent(message.email).replace('%40', '@')}?subject=${encodeURIComponent(subject)}`;
}
