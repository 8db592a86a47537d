import {
  canMoveReport,
  REOPEN_DAYS,
  REPORT_MESSAGES,
  REPORT_STATUSES_NEEDING_NOTE,
  type ReportStatus,
  type ReportStatusInput,
} from '../../shared/reports/reports.ts';
import { HttpError } from '../http/errors.ts';
import type { ReportRow } from './table.ts';

const DAY = 24 * 3600_000;

const fieldError = (path: string, message: string) => new HttpError(400, message, [{ path, message }]);

/**
 * Whether the board's move is one the workflow allows (409 otherwise), with the note and the
 * duplicate it needs (400). `target` is the report named by duplicateOf, looked up by the route.
 */
export function checkMove(row: ReportRow, body: ReportStatusInput, target: ReportRow | undefined): void {
  const from = row.status as ReportStatus;
  // A move the workflow refuses is refused as such, whatever its note says.
  if (!canMoveReport(from, body.status))
    throw new HttpError(409, REPORT_MESSAGES.forbiddenMove(from, body.status));
  if (REPORT_STATUSES_NEEDING_NOTE.includes(body.status) && !body.note)
    throw fieldError('note', REPORT_MESSAGES.noteNeeded(body.status));
  if (body.status === 'duplicate') {
    if (!body.duplicateOf) throw fieldError('duplicateOf', REPORT_MESSAGES.duplicateOfNeeded);
    if (body.duplicateOf === row.id) throw fieldError('duplicateOf', REPORT_MESSAGES.duplicateOfSelf);
    if (!target) throw fieldError('duplicateOf', REPORT_MESSAGES.duplicateOfNotFound);
  } else if (body.duplicateOf) {
    throw fieldError('duplicateOf', REPORT_MESSAGES.duplicateOfOnlyForDuplicate);
  }
}

/** The last instant the reporter may reopen a resolved report. */
export function reopenUntil(resolvedAt: string): Date {
  return new Date(Date.parse(resolvedAt) + REOPEN_DAYS * DAY);
}

/** The reporter's reopen: their own resolved report within the window, else 403 or 409. */
export function checkReopen(row: ReportRow, callerId: string, now = new Date()): void {
  if (row.reporterId !== callerId) throw new HttpError(403, REPORT_MESSAGES.onlyReporterReopens);
  if (row.status !== 'resolved' || !row.resolvedAt)
    throw new HttpError(409, REPORT_MESSAGES.reopenNotResolved);
  if (now.getTime() > reopenUntil(row.resolvedAt).getTime())
    throw new HttpError(409, REPORT_MESSAGES.reopenTooLate);
}

/**
 * Who may comment on a report they can see: the board (publicly, or an internal note) and its
 * reporter (publicly); anyone else 403. Answers how the comment is signed: an admin commenting on
 * their own report speaks as the board, who answers reports.
 */
export function checkComment(
  row: ReportRow,
  caller: { id: string; admin: boolean },
  internal: boolean,
): 'board' | 'reporter' {
  if (caller.admin) return 'board';
  if (row.reporterId !== caller.id) throw new HttpError(403, REPORT_MESSAGES.commentNotAllowed);
  if (internal) throw new HttpError(403, REPORT_MESSAGES.internalOnlyBoard);
  return 'reporter';
}
