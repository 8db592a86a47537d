import type {
  VoteBallotsTable,
  VoteOptionsTable,
  VoteParticipationTable,
  VoteReceiptsTable,
  VoteRollTable,
  VotesTable,
} from '../votes/table.ts';
import type {
  ReportEventsTable,
  ReportFollowersTable,
  ReportSequencesTable,
  ReportsTable,
} from '../reports/table.ts';
import type { AnnouncementsTable } from '../announcements/table.ts';
import type {
  ArcRequestAttachmentsTable,
  ArcRequestEventsTable,
  ArcRequestsTable,
} from '../arc-requests/table.ts';
import type { AuditLogTable } from '../audit/table.ts';
import type { AccountTokensTable, SessionsTable } from '../auth/tables.ts';
import type { SettingsTable } from '../community/table.ts';
import type { JobLeasesTable, RateLimitCountersTable } from '../coordination/tables.ts';
import type { BackupRunsTable } from '../backup/scheduled.ts';
import type { ContactMessagesTable } from '../contact/table.ts';
import type { DocumentsTable, DocumentTextsTable } from '../documents/table.ts';
import type { EventRsvpOccurrencesTable, EventRsvpsTable, EventsTable } from '../events/table.ts';
import type { FaqsTable } from '../faqs/table.ts';
import type { StoredFileChunksTable, StoredFilesTable } from '../files/table.ts';
import type { HoaMembersTable } from '../board/table.ts';
import type { HomesTable } from '../homes/table.ts';
import type { IssuesTable } from '../issues/table.ts';
import type { LinksTable } from '../links/table.ts';
import type { MailOutboxTable } from '../mail/table.ts';
import type { NewsAttachmentsTable, NewsTable } from '../news/table.ts';
import type { SchoolsTable } from '../schools/table.ts';
import type { SubscribersTable, UnsubscribeTokensTable } from '../subscriptions/table.ts';
import type { UploadsTable } from '../uploads/table.ts';
import type { UsersTable } from '../users/table.ts';

/**
 * The database as Kysely sees it, composed from the table each domain declares beside its queries.
 * Timestamps are ISO 8601 strings in UTC on both engines, so one query sorts and compares them the
 * same way on SQLite and PostgreSQL.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  hoaMembers: HoaMembersTable;
  links: LinksTable;
  issues: IssuesTable;
  events: EventsTable;
  eventRsvpOccurrences: EventRsvpOccurrencesTable;
  eventRsvps: EventRsvpsTable;
  schools: SchoolsTable;
  faqs: FaqsTable;
  news: NewsTable;
  newsAttachments: NewsAttachmentsTable;
  contactMessages: ContactMessagesTable;
  accountTokens: AccountTokensTable;
  auditLog: AuditLogTable;
  settings: SettingsTable;
  mailOutbox: MailOutboxTable;
  subscribers: SubscribersTable;
  unsubscribeTokens: UnsubscribeTokensTable;
  announcements: AnnouncementsTable;
  storedFiles: StoredFilesTable;
  storedFileChunks: StoredFileChunksTable;
  documents: DocumentsTable;
  documentTexts: DocumentTextsTable;
  uploads: UploadsTable;
  arcRequests: ArcRequestsTable;
  arcRequestEvents: ArcRequestEventsTable;
  arcRequestAttachments: ArcRequestAttachmentsTable;
  rateLimitCounters: RateLimitCountersTable;
  jobLeases: JobLeasesTable;
  backupRuns: BackupRunsTable;
  homes: HomesTable;
  votes: VotesTable;
  voteOptions: VoteOptionsTable;
  voteRoll: VoteRollTable;
  voteParticipation: VoteParticipationTable;
  voteBallots: VoteBallotsTable;
  voteReceipts: VoteReceiptsTable;
  reports: ReportsTable;
  reportSequences: ReportSequencesTable;
  reportEvents: ReportEventsTable;
  reportFollowers: ReportFollowersTable;
}
