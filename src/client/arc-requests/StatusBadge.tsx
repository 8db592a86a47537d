import { ARC_STATUS_LABELS, isArcClosed, type ArcStatus } from '../../shared/arc-requests/workflow.ts';
import { dayIn, formatLongDay } from '../../shared/dates.ts';
import { useCommunity } from '../community/CommunityProvider.tsx';

// Text colours keep at least 4.5:1 on their backgrounds (axe checks every page).
const STYLES: Record<ArcStatus, string> = {
  submitted: 'bg-sky-100 text-sky-900',
  under_review: 'bg-amber-100 text-amber-900',
  more_info: 'bg-orange-100 text-orange-900',
  approved: 'bg-brand-100 text-brand-900',
  approved_with_conditions: 'bg-teal-100 text-teal-900',
  denied: 'bg-red-100 text-red-900',
  withdrawn: 'bg-slate-200 text-slate-800',
};

/** A request's status, the same words and colours on every page. */
export function StatusBadge({ status }: { status: ArcStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${STYLES[status]}`}>
      {ARC_STATUS_LABELS[status]}
    </span>
  );
}

/** The decision day, marked when it has passed on an open request. */
export function DueDate({ day, overdue }: { day: string; overdue: boolean }) {
  return (
    <span className={overdue ? 'font-semibold text-red-800' : undefined}>
      <time dateTime={day}>{formatLongDay(day)}</time>
      {overdue ? ' (overdue)' : ''}
    </span>
  );
}

/**
 * Where a request stands in time: the day its decision is due while it is open, and once it is
 * closed the day it was decided or withdrawn (a due day after the decision reads as still waiting).
 */
export function DecisionDay({
  request,
}: {
  request: {
    status: ArcStatus;
    decisionDue: string;
    overdue: boolean;
    decidedAt: string | null;
    updatedAt: string;
  };
}) {
  const { timeZone } = useCommunity();
  if (!isArcClosed(request.status)) {
    return (
      <span className="text-slate-700">
        Decision due <DueDate day={request.decisionDue} overdue={request.overdue} />
      </span>
    );
  }
  const day = dayIn(timeZone, new Date(request.decidedAt ?? request.updatedAt));
  return (
    <span className="text-slate-700">
      {request.status === 'withdrawn' ? 'Withdrawn on' : 'Decided on'}{' '}
      <time dateTime={day}>{formatLongDay(day)}</time>
    </span>
  );
}
