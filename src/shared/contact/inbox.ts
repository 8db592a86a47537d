import { z } from 'zod';
import { storedIds } from '../api.ts';
import { queryBoolean, queryWholeNumber } from '../fields.ts';
import { cursorField } from '../paging/paging.ts';

/** Where a stored contact message is on its way to the property manager's mailbox. */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A contact message as the staff inbox sees it (GET /api/contact/messages); the sender's IP is not shown. */
export const inboxMessageSchema = z.object({
  ...storedIds,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  read: z.boolean(),
  archived: z.boolean(),
  readAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const INBOX_DEFAULT_LIMIT = 100;
export const INBOX_MAX_LIMIT = 500;

export const inboxQuerySchema = z.object({
  /** false (default): the inbox; true: the archive. */
  archived: queryBoolean().optional(),
  limit: queryWholeNumber('Limit', INBOX_MAX_LIMIT).optional(),
  /** The page after the one that ended here (docs/api.md, Paging; the `Link` header of the last answer). */
  cursor: cursorField(2).optional(),
});

/** PATCH /api/contact/messages/:id: mark read or unread, archive or bring back. */
export const inboxPatchSchema = z
  .object({
    read: z.boolean({ error: 'Read must be true or false' }).optional(),
    archived: z.boolean({ error: 'Archived must be true or false' }).optional(),
  })
  .refine((body) => body.read !== undefined || body.archived !== undefined, {
    message: 'Send read or archived',
  });
export type InboxPatch = z.infer<typeof inboxPatchSchema>;

/**
 * GET /api/contact/messages/summary: what the dashboard's Messages tile and the inbox say about the
 * inbox as a whole. `mailEnabled` is false when the site has no SMTP server: messages are then
 * stored only, and stay `pending` until one is configured.
 */
export const inboxSummarySchema = z.object({
  /** Messages in the inbox (not archived) that no one has marked read. */
  unread: z.number().int().nonnegative(),
  mailEnabled: z.boolean(),
});
export type InboxSummary = z.infer<typeof inboxSummarySchema>;
