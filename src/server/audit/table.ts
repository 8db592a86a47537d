/** Who wrote what: one row per staff write, kept for the audit log screen. */
export interface AuditLogTable {
  id: string;
  actorId: string | null;
  actorName: string;
  action: string;
  kind: string;
  objectId: string | null;
  summary: string;
  createdAt: string;
}
