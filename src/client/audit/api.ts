import type { AuditEntry } from '../../shared/audit.ts';
import { apiPath } from '../api/api-path.ts';

export interface AuditFilter {
  actor: string;
  kind: string;
}

/** Staff writes, newest first, by one person and of one kind when the filter names them. */
export function auditLog({ actor, kind }: AuditFilter) {
  const params = new URLSearchParams();
  if (actor.trim()) params.set('actor', actor.trim());
  if (kind.trim()) params.set('kind', kind.trim());
  const query = params.toString();
  return apiPath<AuditEntry[]>(`/api/audit${query ? `?${query}` : ''}`);
}
