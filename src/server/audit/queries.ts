import type { AuditEntry } from '../../shared/audit.ts';
import type { Db } from '../db/connection.ts';
import { keysetPage, type Keyset } from '../db/keyset.ts';
import type { Page, PageRequest } from '../../shared/paging/paging.ts';
import { withIds } from '../http/serialize.ts';
import type { AuditLogTable } from './table.ts';

const toAuditEntry = (row: AuditLogTable): AuditEntry => withIds(row);

/** The audit log, newest first, optionally for one person (username in any case, or id) and one kind. */
export async function listAudit(
  db: Db,
  filter: { actor?: string; kind?: string; limit: number },
): Promise<AuditEntry[]> {
  return (await listAuditPage(db, filter, { limit: filter.limit }, filter.limit)).items;
}

const AUDIT_ORDER: Keyset<AuditLogTable> = {
  columns: ['createdAt', 'id'],
  order: 'desc',
  key: (row) => [row.createdAt, row.id],
};

/** A page of the audit log (docs/api.md, Paging), newest first, in the order of audit_log_order_idx. */
export function listAuditPage(
  db: Db,
  filter: { actor?: string; kind?: string },
  page: PageRequest,
  defaultLimit: number,
): Promise<Page<AuditEntry>> {
  let query = db.selectFrom('auditLog').selectAll();
  if (filter.actor) {
    const actor = filter.actor;
    query = query.where((eb) =>
      eb.or([eb(eb.fn('lower', ['actorName']), '=', actor.toLowerCase()), eb('actorId', '=', actor)]),
    );
  }
  if (filter.kind) query = query.where(db.fn('lower', ['kind']), '=', filter.kind.toLowerCase());
  return keysetPage(query, AUDIT_ORDER, page, defaultLimit, toAuditEntry);
}
