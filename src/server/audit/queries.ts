import type { AuditEntry } from '../../shared/audit.ts';
import type { Db } from '../db/connection.ts';
import { withIds } from '../http/serialize.ts';
import type { AuditLogTable } from './table.ts';

const toAuditEntry = (row: AuditLogTable): AuditEntry => withIds(row);

/** The audit log, newest first, optionally for one person (username in any case, or id) and one kind. */
export async function listAudit(
  db: Db,
  filter: { actor?: string; kind?: string; limit: number },
): Promise<AuditEntry[]> {
  let query = db.selectFrom('auditLog').selectAll();
  if (filter.actor) {
    const actor = filter.actor;
    query = query.where((eb) =>
      eb.or([eb(eb.fn('lower', ['actorName']), '=', actor.toLowerCase()), eb('actorId', '=', actor)]),
    );
  }
  if (filter.kind) query = query.where(db.fn('lower', ['kind']), '=', filter.kind.toLowerCase());
  const rows = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
  return rows.map(toAuditEntry);
}
