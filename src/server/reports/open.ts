import { sql } from 'kysely';
import { OPEN_REPORT_STATUSES, REPORT_STATUSES, type ReportStatus } from '../../shared/reports/reports.ts';

/** The statuses the board no longer works on: every one that is not open. */
const FINISHED_STATUSES = REPORT_STATUSES.filter(
  (status) => !(OPEN_REPORT_STATUSES as readonly ReportStatus[]).includes(status),
);

/**
 * "The report is open" (new, acknowledged, in progress), spelt as the partial index reports_open_idx
 * (017) spells it, "not resolved, closed or duplicate", with literal statuses: the engines use a
 * partial index only for a query whose predicate repeats its own, which a bound parameter would not.
 */
export const isOpen = () =>
  sql<boolean>`${sql.ref('reports.status')} not in (${sql.join(FINISHED_STATUSES.map((status) => sql.lit(status)))})`;
