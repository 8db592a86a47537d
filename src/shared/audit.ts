import { z } from 'zod';
import { queryWholeNumber } from './http.ts';

/** One recorded staff write (GET /api/audit). */
export interface AuditEntry {
  id: string;
  _id: string;
  actorId: string | null;
  actorName: string;
  action: string;
  kind: string;
  objectId: string | null;
  summary: string;
  createdAt: string;
}

export const AUDIT_DEFAULT_LIMIT = 100;
export const AUDIT_MAX_LIMIT = 500;

export const auditQuerySchema = z.object({
  /** The person: their username (any case) or user id. */
  actor: z.string().trim().max(64, 'Actor cannot exceed 64 characters').optional(),
  /** What was written: event, news, user, community, ... */
  kind: z.string().trim().max(50, 'Kind cannot exceed 50 characters').optional(),
  limit: queryWholeNumber('Limit', AUDIT_MAX_LIMIT).optional(),
});
