import type { ColumnType, Selectable } from 'kysely';

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
  /** 'status', 'comment' (public) or 'internal' (the board's); a default for the steps of 016. */
  type: ColumnType<string, string | undefined, string>;
  status: string | null;
  note: string | null;
}

export interface ReportFollowersTable {
  reportId: string;
  userId: string;
  createdAt: string;
}

/** A photo of a report, its bytes in the file store (stripped of metadata when received). */
export interface ReportPhotosTable {
  id: string;
  reportId: string;
  fileId: string;
  position: number;
  contentType: string;
  size: number;
  createdAt: string;
}

export type ReportRow = Selectable<ReportsTable>;
export type ReportPhotoRow = Selectable<ReportPhotosTable>;
export type ReportEventRow = Selectable<ReportEventsTable>;
