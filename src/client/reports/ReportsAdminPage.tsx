import { useState } from 'react';
import {
  OPEN_REPORT_STATUSES,
  REPORT_KINDS,
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
  type Report,
  type ReportKind,
} from '../../shared/reports/reports.ts';
import { Link } from '../app/router.tsx';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { LoadMore } from '../components/staff/LoadMore.tsx';
import { useMorePages } from '../components/staff/useStaffCollection.ts';
import { ListState } from '../components/ui/ListState.tsx';
import { Label, Select } from '../components/ui/FormParts.tsx';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { reportPinsPath, reportQueuePath, type QueueFilter } from './board/api.ts';
import { ageOf, categoriesOf } from './board/queue-words.ts';
import { categoryLabel, KIND_LABELS } from './report-words.ts';
import { ReportMap } from './ReportMap.tsx';

const OPEN_LABEL = `Open (${OPEN_REPORT_STATUSES.map((s) => REPORT_STATUS_LABELS[s].toLowerCase()).join(', ')})`;
const LOAD_FAILED = failure.text('Failed to load the reports.');

/**
 * /admin/reports: the board's queue of resident reports (docs/product/reports.md, "The board's
 * screens"), oldest first since the oldest waited longest; open ones by default, filtered by status,
 * kind and category; the open ones with a pin on the map.
 */
export default function ReportsAdminPage() {
  const [filter, setFilter] = useState<QueueFilter>({ status: 'open', kind: '', category: '' });
  const path = reportQueuePath(filter);
  const query = useApiQuery(path, LOAD_FAILED);
  const pages = useMorePages({ path, items: (answer) => answer.items }, query.data, LOAD_FAILED);
  const pins = useApiQuery(reportPinsPath(filter), failure.text('Failed to load the map’s pins.'));
  const set = (change: Partial<QueueFilter>) => setFilter((f) => ({ ...f, ...change }));

  return (
    <AdminPage title="Reports">
      <p className="mb-6 max-w-3xl text-slate-700">
        Maintenance and violation reports from residents, the oldest first. Open one to move it along the
        workflow, write to the reporter, keep internal notes or send a notice to a home.
      </p>
      <form
        aria-label="Filter the reports"
        className="mb-6 grid gap-4 sm:grid-cols-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="space-y-1">
          <Label htmlFor="queue-status">Status</Label>
          <Select
            id="queue-status"
            value={filter.status}
            onChange={(e) => set({ status: e.target.value as QueueFilter['status'] })}
          >
            <option value="open">{OPEN_LABEL}</option>
            {REPORT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {REPORT_STATUS_LABELS[status]}
              </option>
            ))}
            <option value="">All</option>
          </Select>
        </div>
        <div className="space-y-1">
          <Label htmlFor="queue-kind">Kind</Label>
          <Select
            id="queue-kind"
            value={filter.kind}
            onChange={(e) => {
              const kind = e.target.value as ReportKind | '';
              // A category the new kind does not have would list nothing: back to all.
              set({ kind, category: categoriesOf(kind).includes(filter.category) ? filter.category : '' });
            }}
          >
            <option value="">Both kinds</option>
            {REPORT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1">
          <Label htmlFor="queue-category">Category</Label>
          <Select
            id="queue-category"
            value={filter.category}
            onChange={(e) => set({ category: e.target.value })}
          >
            <option value="">All categories</option>
            {categoriesOf(filter.kind).map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category)}
              </option>
            ))}
          </Select>
        </div>
      </form>

      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="queue-heading">
          <h2 id="queue-heading" className="mb-3 text-xl font-semibold text-brand-950">
            Queue
          </h2>
          <ListState
            error={query.error}
            loading={query.loading && !query.current}
            loadingText="Loading reports..."
            empty={pages.items.length === 0 ? 'No reports match these filters.' : null}
          >
            <QueueList items={pages.items} />
            <LoadMore more={pages.more} />
          </ListState>
        </section>
        <section aria-labelledby="queue-map-heading">
          <h2 id="queue-map-heading" className="mb-3 text-xl font-semibold text-brand-950">
            Open reports on the map
          </h2>
          <p className="mb-3 text-sm text-slate-600">
            Every open report of this kind and category that has a pin, whatever the status filter.
          </p>
          {pins.error ? (
            <p role="alert" className="text-red-800">
              {pins.error}
            </p>
          ) : (
            <ReportMap reports={pins.data?.items ?? []} label="Open reports with a pin" />
          )}
        </section>
      </div>
    </AdminPage>
  );
}

/** The queue's rows: what, where it stands, how long it has waited, how many follow it. */
function QueueList({ items }: { items: Report[] }) {
  return (
    <ul
      aria-label="Reports"
      className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      {items.map((report) => (
        <li key={report.id} className="p-4">
          <Link
            to={`/reports/${encodeURIComponent(report.id)}`}
            className="font-semibold text-brand-900 underline [overflow-wrap:anywhere]"
          >
            {report.reference}: {report.title}
          </Link>
          <p className="mt-1 text-sm text-slate-700">
            {KIND_LABELS[report.kind]} · {categoryLabel(report.category)} ·{' '}
            <span className="font-semibold">{REPORT_STATUS_LABELS[report.status]}</span>
          </p>
          <p className="text-sm text-slate-600">
            Waiting <time dateTime={report.createdAt}>{ageOf(report.createdAt)}</time> · {report.followers}{' '}
            follower{report.followers === 1 ? '' : 's'}
          </p>
        </li>
      ))}
    </ul>
  );
}
