import type { ContactInput, ContactReceipt } from '../../shared/contact.ts';
import type { InboxMessage, InboxPatch, InboxSummary } from '../../shared/contact-inbox.ts';
import { apiPath } from '../api/api-path.ts';
import { apiFetch } from '../api/client.ts';
import { apiList, deleteAt, itemPath } from '../api/collection.ts';

export const sendContactMessage = (input: ContactInput) =>
  apiFetch<ContactReceipt>('/api/contact', { method: 'POST', body: input });

const INBOX = '/api/contact/messages';

/** The inbox, or the archived messages; newest first. */
export const inboxList = (archived: boolean) =>
  apiList<InboxMessage>(`${INBOX}${archived ? '?archived=true' : ''}`);

export const updateInboxMessage = (id: string, changes: InboxPatch) =>
  apiFetch<InboxMessage>(itemPath(INBOX, id), { method: 'PATCH', body: changes });

/** The unread count of the inbox, and whether messages are mailed on (SMTP configured). */
export const INBOX_SUMMARY = apiPath<InboxSummary>(`${INBOX}/summary`);

export const deleteInboxMessage = (id: string) => deleteAt(INBOX, id);
