import type { ContactInput, ContactReceipt } from '../../shared/contact.ts';
import {
  INBOX_DEFAULT_LIMIT,
  type InboxMessage,
  type InboxPatch,
  type InboxSummary,
} from '../../shared/contact-inbox.ts';
import { apiPath } from '../api/api-path.ts';
import { apiFetch } from '../api/client.ts';
import { deleteAt, itemPath, pagedArrayList } from '../api/collection.ts';

export const sendContactMessage = (input: ContactInput) =>
  apiFetch<ContactReceipt>('/api/contact', { method: 'POST', body: input });

const INBOX = '/api/contact/messages';

/** The inbox, or the archived messages; newest first. */
export const inboxList = (archived: boolean) =>
  pagedArrayList<InboxMessage>(`${INBOX}${archived ? '?archived=true' : ''}`, INBOX_DEFAULT_LIMIT);

export const updateInboxMessage = (id: string, changes: InboxPatch) =>
  apiFetch<InboxMessage>(itemPath(INBOX, id), { method: 'PATCH', body: changes });

/** The unread count of the inbox, and whether messages are mailed on (SMTP configured). */
export const INBOX_SUMMARY = apiPath<InboxSummary>(`${INBOX}/summary`);

export const deleteInboxMessage = (id: string) => deleteAt(INBOX, id);
