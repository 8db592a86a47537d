import type { auditContract } from '../../shared/contracts/audit.ts';
import { AUDIT } from '../../shared/endpoints/audit.ts';
import { operations } from '../transport/operations.ts';

const api = operations<typeof auditContract>(AUDIT);

export interface AuditFilter {
  actor: string;
  kind: string;
}

/** Staff writes, newest first, by one person and of one kind when the filter names them. */
export const auditLog = ({ actor, kind }: AuditFilter) =>
  api.list.address({ query: { actor: actor.trim() || undefined, kind: kind.trim() || undefined } });
