import { z } from 'zod';
import { queryWholeNumber } from './http.ts';

/** Where a stored contact message is on its way to the property manager's mailbox. */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A contact message as the staff inbox sees it (GET /api/contact/messages). */
export interface InboxMessage {
  id: string;
  _id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: DeliveryStatus;
  read: boolean;
  archived: boolean;
  readAt: string | null;
  archivedAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

export const INBOX_DEFAULT_LIMIT = 100;
export const INBOX_MAX_LIMIT = 500;

const booleanQuery = z
  .enum(['true', 'false'], { error: 'Use true or false' })
  .transform((value) => value === 'true');

export const inboxQuerySchema = z.object({
  /** false (default): the inbox; true: the archive. */
  archived: booleanQuery.optional(),
  limit: queryWholeNumber('Limit', INBOX_MAX_LIMIT).optional(),
});

/** PATCH /api/contact/messages/:id: mark read or unread, archive or bring back. */
export const inboxUpdateSchema = z
  .object({
    read: z.boolean({ error: 'Read must be true or false' }).optional(),
    archived: z.boolean({ error: 'Archived must be true or false' }).optional(),
  })
  .refine((body) => body.read !== undefined || body.archived !== undefined, {
    message: 'Send read or archived',
  });
export type InboxUpdate = z.infer<typeof inboxUpdateSchema>;
