import type { Selectable } from 'kysely';

/** Architectural review requests (docs/product/arc-requests.md). Days are YYYY-MM-DD; instants ISO 8601 UTC. */
export interface ArcRequestsTable {
  id: string;
  /** The resident who made it; null once their account is deleted (the name stays). */
  residentId: string | null;
  residentName: string;
  residentEmail: string;
  title: string;
  projectType: string;
  description: string;
  address: string;
  startDate: string;
  completionDate: string;
  status: string;
  decisionDue: string;
  /** The committee's note with its decision (the conditions, for an approval with conditions). */
  decisionNote: string | null;
  decidedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The timeline of a request: every status change and comment, who and when. */
export interface ArcRequestEventsTable {
  id: string;
  requestId: string;
  kind: string;
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
  authorId: string | null;
  authorName: string;
  byCommittee: number;
  createdAt: string;
}

/** A request's files: the bytes live in the file store under fileId. */
export interface ArcRequestAttachmentsTable {
  id: string;
  requestId: string;
  fileId: string;
  fileName: string;
  contentType: string;
  size: number;
  position: number;
  createdAt: string;
}

export type ArcRequestRow = Selectable<ArcRequestsTable>;
export type ArcRequestEventRow = Selectable<ArcRequestEventsTable>;
export type ArcRequestAttachmentRow = Selectable<ArcRequestAttachmentsTable>;
