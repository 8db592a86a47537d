import { z } from 'zod';
import { storedIds } from './api.ts';
import { queryWholeNumber } from './fields.ts';
import { cursorField } from './paging/paging.ts';

/** What the audit log records writes to, each with the name the audit screen shows. */
export const AUDIT_KINDS = {
  account: 'Account',
  'arc-comment': 'ACC request comment',
  'arc-request': 'ACC request',
  community: 'Community settings',
  'contact-message': 'Contact message',
  document: 'Document',
  event: 'Event',
  faq: 'FAQ',
  home: 'Home',
  issue: 'Issue',
  link: 'Important link',
  member: 'Board member',
  news: 'News item',
  notice: 'Violation notice',
  'notice-comment': 'Violation notice answer',
  report: 'Resident report',
  school: 'School',
  subscriber: 'News subscriber',
  upload: 'Uploaded image',
  user: 'User',
  vote: 'Vote',
} as const;
export type AuditKind = keyof typeof AUDIT_KINDS;

/** One recorded staff write (GET /api/audit). */
export const auditEntrySchema = z.object({
  ...storedIds,
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  kind: z.string(),
  objectId: z.string().nullable(),
  summary: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_DEFAULT_LIMIT = 100;
export const AUDIT_MAX_LIMIT = 500;

export const auditQuerySchema = z.object({
  /** The person: their username (any case) or user id. */
  actor: z.string().trim().max(64, 'Actor cannot exceed 64 characters').optional(),
  /** What was written: event, news, user, community, ... */
  kind: z.string().trim().max(50, 'Kind cannot exceed 50 characters').optional(),
  limit: queryWholeNumber('Limit', AUDIT_MAX_LIMIT).optional(),
  /** The page after the one that ended here (docs/api.md, Paging; the `Link` header of the last answer). */
  cursor: cursorField(2).optional(),
});
