import type { FastifyRequest } from 'fastify';
import type { AuditKind } from '../../shared/audit.ts';
import { newId, nowIso } from '../db/ids.ts';

export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'role'
  | 'settings'
  | 'password'
  | 'email'
  | 'verify'
  | 'resident'
  | 'reset-link'
  | 'export'
  | 'import'
  | 'announce'
  | 'cancel'
  | 'ballot';

/**
 * Records one staff write: who, when, what and the object's id. Every mutating staff route calls
 * this after its write succeeds, e.g.
 *   await recordAudit(request, { action: 'create', kind: 'event', objectId: event.id, summary: event.title });
 */
export async function recordAudit(
  request: FastifyRequest,
  entry: {
    action: AuditAction;
    kind: AuditKind;
    objectId: string | null;
    summary: string;
    /** Who acted, when not the signed-in caller (a person using a mailed link). */
    actor?: { id: string; username: string };
  },
): Promise<void> {
  const actor = entry.actor ?? request.session?.user ?? null;
  await request.server.db
    .insertInto('auditLog')
    .values({
      id: newId(),
      actorId: actor?.id ?? null,
      actorName: actor?.username ?? 'anonymous',
      action: entry.action,
      kind: entry.kind,
      objectId: entry.objectId,
      summary: entry.summary.slice(0, 500),
      createdAt: nowIso(),
    })
    .execute();
}
