import { REPORT_STATUS_LABELS, type ReportStatus } from '../../shared/reports/reports.ts';

// Text colours keep at least 4.5:1 on their backgrounds (axe checks every page).
const STYLES: Record<ReportStatus, string> = {
  new: 'bg-sky-100 text-sky-900',
  acknowledged: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-orange-100 text-orange-900',
  resolved: 'bg-brand-100 text-brand-900',
  closed: 'bg-slate-200 text-slate-800',
  duplicate: 'bg-slate-200 text-slate-800',
};

/** A report's status, the same words and colours on every page. */
export function StatusBadge({ status }: { status: ReportStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${STYLES[status]}`}
    >
      {REPORT_STATUS_LABELS[status]}
    </span>
  );
}
