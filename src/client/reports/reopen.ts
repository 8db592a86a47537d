import { REOPEN_DAYS, type Report } from '../../shared/reports/reports.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Until when the reporter may still reopen a resolved report, or null when it is not resolved or
 * the days have passed. The server decides (409 after); this only spares a button it would refuse.
 */
export function reopenUntil(report: Pick<Report, 'status' | 'resolvedAt'>, now = new Date()): Date | null {
  if (report.status !== 'resolved' || !report.resolvedAt) return null;
  const until = new Date(new Date(report.resolvedAt).getTime() + REOPEN_DAYS * DAY_MS);
  return until > now ? until : null;
}
