import { useState } from 'react';
import type { ReportDetail } from '../../shared/reports/reports.ts';
import { Link, useParams } from '../app/router.tsx';
import { useAuth } from '../auth/AuthProvider.tsx';
import { useCommunityDates } from '../community/community-dates.ts';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { cardClass } from '../components/ui/Card.tsx';
import { sectionHeadingClass } from '../components/ui/Section.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { reportPath } from './api.ts';
import { ReportBoardPanel } from './board/ReportBoardPanel.tsx';
import { CommentPanel, FollowPanel, ReopenPanel } from './ReportActions.tsx';
import { ReportMap } from './ReportMap.tsx';
import { categoryLabel, KIND_LABELS } from './report-words.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { Timeline } from './Timeline.tsx';

function Photos({ report }: { report: ReportDetail }) {
  if (report.photos.length === 0) return <p className="text-slate-700">No photos.</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {report.photos.map((photo, index) => (
        <li key={photo.id}>
          <a
            href={photo.url}
            target="_blank"
            rel="noopener"
            className="block rounded-lg ring-1 ring-slate-200"
          >
            <img
              src={photo.url}
              alt={`Photo ${index + 1} of ${report.photos.length} of ${report.reference}: ${report.title}`}
              loading="lazy"
              className="aspect-square w-full rounded-lg object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * /reports/:id (docs/product/reports.md, "Pages"): the report, its pin and photos, who follows it
 * and "Me too", the timeline, and what the visitor may do: the reporter reopens a resolved report
 * and comments; the board gets its own panel.
 */
export default function ReportPage() {
  const { id = '' } = useParams();
  const { can } = useAuth();
  const { date } = useCommunityDates();
  const query = useApiQuery(reportPath(id), failure.serverFirst('Failed to load the report.'));
  const [changed, setChanged] = useState<ReportDetail | null>(null);
  const report = changed?.id === id ? changed : query.data;
  const isReporter = report?.mine ?? false;

  return (
    <AdminPage title={report ? `${report.reference}: ${report.title}` : 'Report'}>
      <p className="-mt-4 mb-6">
        <Link to="/reports" className="text-sm font-medium text-brand-800 underline">
          Report a problem, and your reports
        </Link>
      </p>
      {!report ? (
        <StatusMessage kind={query.error || query.missing ? 'error' : 'info'}>
          {query.missing ? 'Report not found.' : (query.error ?? 'Loading the report...')}
        </StatusMessage>
      ) : (
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="space-y-8 lg:col-span-2">
            <section aria-labelledby="report-heading" className={cardClass()}>
              <h2 id="report-heading" className="sr-only">
                The report
              </h2>
              <div className="flex flex-wrap items-center gap-3">
                <StatusBadge status={report.status} />
                <span className="text-slate-700">
                  Reported <time dateTime={report.createdAt}>{date(report.createdAt)}</time>
                </span>
              </div>
              <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">
                {[
                  ['Reference', report.reference],
                  ['Kind', KIND_LABELS[report.kind]],
                  ['Category', categoryLabel(report.category)],
                  ['Address or place', report.address ?? 'Not given'],
                  ['Reported by', isReporter ? 'You' : report.reporter],
                ].map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-sm font-medium text-slate-600">{label}</dt>
                    <dd className="text-slate-900">{value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-4 whitespace-pre-line text-slate-800">{report.description}</p>
              {report.kind === 'violation' && (
                <p className="mt-4 text-sm text-slate-700">
                  A violation report is seen only by its reporter and the board; the home is never told who
                  reported it.
                </p>
              )}
            </section>

            {report.location && (
              <section aria-labelledby="where-heading" className="space-y-3">
                <h2 id="where-heading" className={sectionHeadingClass}>
                  Where
                </h2>
                <ReportMap
                  label={`Where ${report.reference} is on the community map`}
                  value={report.location}
                  pinLabel={`Pin of ${report.reference}`}
                />
              </section>
            )}

            <section aria-labelledby="photos-heading" className="space-y-3">
              <h2 id="photos-heading" className={sectionHeadingClass}>
                Photos
              </h2>
              <Photos report={report} />
            </section>

            <section aria-labelledby="timeline-heading" className="space-y-3">
              <h2 id="timeline-heading" className={sectionHeadingClass}>
                Timeline
              </h2>
              <Timeline entries={report.timeline} />
            </section>
          </div>

          <aside className="space-y-6" aria-label="Actions">
            {report.kind === 'maintenance' && (
              <FollowPanel
                report={report}
                onFollowers={(followers, following) => setChanged({ ...report, followers, following })}
              />
            )}
            {isReporter && <ReopenPanel report={report} onChange={setChanged} />}
            {isReporter && <CommentPanel report={report} onChange={setChanged} />}
            {can('reports.manage') && <ReportBoardPanel report={report} onChange={setChanged} />}
          </aside>
        </div>
      )}
    </AdminPage>
  );
}
