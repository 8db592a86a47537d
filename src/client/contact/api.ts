import type { ContactInput } from '../../shared/contact/contact.ts';
import { INBOX_DEFAULT_LIMIT, type InboxPatch } from '../../shared/contact/inbox.ts';
import type { AnswerOf } from '../../shared/contract.ts';
import type { contactContract } from '../../shared/contracts/contact.ts';
import { CONTACT } from '../../shared/endpoints/contact.ts';
import type { ApiList } from '../transport/collection.ts';
import { operations } from '../transport/operations.ts';
import { cursorAfterFullPage } from '../../shared/paging/cursor.ts';

const api = operations<typeof contactContract>(CONTACT);
type Inbox = AnswerOf<typeof contactContract.inbox>;

export const sendContactMessage = (input: ContactInput) => api.send.call({ body: input });

/** The inbox, or the archived messages; newest first. */
export const inboxList = (archived: boolean): ApiList<Inbox[number], Inbox> => ({
  path: api.inbox.address({ query: { archived: archived ? 'true' : undefined } }),
  items: (answer) => answer,
  // A bare array: a full page means there may be more, after its last (createdAt, id).
  nextPage: (answer) => cursorAfterFullPage(answer, INBOX_DEFAULT_LIMIT, (row) => [row.createdAt, row.id]),
});

export const updateInboxMessage = (id: string, changes: InboxPatch) =>
  api.update.call({ params: { id }, body: changes });

/** The unread count of the inbox, and whether messages are mailed on (SMTP configured). */
export const INBOX_SUMMARY = api.summary.address();

export const deleteInboxMessage = (id: string) => api.remove.call({ params: { id } });
