import type { Migration } from 'kysely';
import * as initial from './001_initial.ts';
import * as residentAccounts from './002_resident_accounts.ts';
import * as mailOutbox from './003_mail_outbox.ts';
import * as eventCancellations from './004_event_cancellations.ts';
import * as fileStore from './005_file_store.ts';
import * as arcRequests from './006_arc_requests.ts';
import * as sharedState from './007_shared_state.ts';
import * as documentText from './008_document_text.ts';
import * as tokensAtRest from './009_tokens_at_rest.ts';
import * as listIndexes from './010_list_indexes.ts';
import * as backupRuns from './011_backup_runs.ts';
import * as newsBodies from './012_news_bodies.ts';
import * as homes from './013_homes.ts';
import * as newsAttachments from './014_news_attachments.ts';
import * as votes from './015_votes.ts';
import * as reports from './016_reports.ts';
import * as eventRsvps from './019_event_rsvps.ts';

/** Every migration, in order. Listed in code so the app runs the same from source or a bundle. */
export const migrations: Record<string, Migration> = {
  '001_initial': initial,
  '002_resident_accounts': residentAccounts,
  '003_mail_outbox': mailOutbox,
  '004_event_cancellations': eventCancellations,
  '005_file_store': fileStore,
  '006_arc_requests': arcRequests,
  '007_shared_state': sharedState,
  '008_document_text': documentText,
  '009_tokens_at_rest': tokensAtRest,
  '010_list_indexes': listIndexes,
  '011_backup_runs': backupRuns,
  '012_news_bodies': newsBodies,
  '013_homes': homes,
  '014_news_attachments': newsAttachments,
  '015_votes': votes,
  '016_reports': reports,
  // 017 and 018 are being written alongside; the lead merges the list in order.
  '019_event_rsvps': eventRsvps,
};
