import type { ReportDetail } from '../../../shared/reports/reports.ts';

/**
 * The board's controls on a report's page (workflow moves, internal notes, notices to a home),
 * shown only to those who may manage reports. Scaffold: built in issue 32.
 */
export function ReportBoardPanel(_props: { report: ReportDetail }) {
  return null;
}
