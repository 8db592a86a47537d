import type { Selectable } from 'kysely';

/** A resident report (docs/product/reports.md). */
export interface ReportsTable {
  id: string;
  reference: string;
  kind: string;
  category: string;
  title: string;
  description: string;
  address: string | null;
  locationX: number | null;
  locationY: number | null;
  status: string;
  duplicateOf: string | null;
  reporterId: string | null;
  reporterName: string;
  createdAt: string;
  updatedAt: string;
  resolvedAt: string | null;
}

/** The last reference number given in a year. */
export interface ReportSequencesTable {
  year: number;
  last: number;
}

/** One step of a report's timeline. */
export interface ReportEventsTable {
  id: string;
  reportId: string;
  at: string;
  actorId: string | null;
  actorName: string;
  actorRole: string;
  status: string | null;
  note: string | null;
}

export interface ReportFollowersTable {
  reportId: string;
  userId: string;
  createdAt: string;
}

export type ReportRow = Selectable<ReportsTable>;
export type ReportEventRow = Selectable<ReportEventsTable>;
