import type { reportsContract } from '../../../shared/contracts/reports.ts';
import { REPORTS } from '../../../shared/endpoints/reports.ts';
import type { ReportKind, ReportStatusFilter, ReportStatusInput } from '../../../shared/reports/reports.ts';
import { operations } from '../../transport/operations.ts';

/** The board's calls on resident reports (docs/product/reports.md, "The board's screens"). */
const api = operations<typeof reportsContract>(REPORTS);

/** The queue's filters: a status (or `open`: new, acknowledged and in progress), a kind, a category. */
export interface QueueFilter {
  status: ReportStatusFilter | '';
  kind: ReportKind | '';
  category: string;
}

/** The board's queue, oldest first, a page at a time (Load more). */
export const reportQueuePath = ({ status, kind, category }: QueueFilter, limit?: number) =>
  api.list.address({
    query: {
      status: status || undefined,
      kind: kind || undefined,
      category: category || undefined,
      limit,
    },
  });

/** The open reports with a pin, for the queue's map (the same kind and category filters). */
export const reportPinsPath = ({ kind, category }: Pick<QueueFilter, 'kind' | 'category'>) =>
  api.pins.address({ query: { kind: kind || undefined, category: category || undefined } });

export const reportPath = (id: string) => api.one.address({ params: { id } });

/** A workflow move; 409 when the workflow does not allow it from where the report is now. */
export const moveReport = (id: string, body: ReportStatusInput) => api.status.call({ params: { id }, body });

/** A comment on the timeline: public (the reporter and followers see it) or an internal note. */
export const commentOnReport = (id: string, body: { body: string; internal: boolean }) =>
  api.comment.call({ params: { id }, body });
