import { useState } from 'react';
import { Link, useParams } from '../app/router.tsx';
import { Download, FileText } from 'lucide-react';
import type { ArcRequest } from '../../shared/arc-requests/arc-requests.ts';
import { formatLongDay } from '../../shared/dates.ts';
import {
  ARC_PROJECT_TYPE_LABELS,
  ARC_STATUS_LABELS,
  isArcDecision,
} from '../../shared/arc-requests/workflow.ts';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { arcRequestPath } from './api.ts';
import { CommentForm, DecisionControls, WithdrawButton } from './RequestActions.tsx';
import { DecisionDay, StatusBadge } from './StatusBadge.tsx';
import { Timeline } from './Timeline.tsx';
import { cardClass } from '../components/ui/Card.tsx';
import { sectionHeadingClass } from '../components/ui/Section.tsx';

function Attachments({ request }: { request: ArcRequest }) {
  if (request.attachments.length === 0) return <p className="text-slate-700">No attachments.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {request.attachments.map((file) => (
        <li key={file.id} className="rounded-lg border border-slate-200 bg-white p-3">
          {file.contentType.startsWith('image/') ? (
            <a href={file.url} target="_blank" rel="noopener" className="block">
              <img
                src={file.url}
                alt={file.fileName}
                loading="lazy"
                className="max-h-60 w-full rounded object-contain"
              />
            </a>
          ) : null}
          <a
            href={file.url}
            target="_blank"
            rel="noopener"
            className="mt-2 inline-flex items-center gap-1 font-medium break-all text-brand-800 underline"
          >
            <FileText aria-hidden="true" size={16} /> {file.fileName}
          </a>
          <span className="text-sm text-slate-600"> ({Math.max(1, Math.round(file.size / 1024))} KB)</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /acc/requests/:id, for the resident and the committee alike: the request, its attachments, the
 * decision, the timeline, and what the caller may do now, as the server says.
 */
export function RequestDetail() {
  const { id = '' } = useParams();
  const { user, can } = useAuth();
  const query = useApiQuery(arcRequestPath(id), failure.serverFirst('Failed to load the request.'));
  const [changed, setChanged] = useState<ArcRequest | null>(null);
  const request = changed?.id === id ? changed : query.data;
  const owner = request !== undefined && user !== null && request.residentId === user.id;
  // The committee opens requests from its queue; a resident (an admin's own request too) from theirs.
  const committeeView = can('arc.review') && !owner;

  return (
    <AdminPage title={request?.title ?? 'ACC Request'}>
      <p className="-mt-4 mb-6">
        <Link
          to={committeeView ? '/admin/arc' : '/acc/requests'}
          className="text-sm font-medium text-brand-800 underline"
        >
          {committeeView ? 'All requests' : 'Your requests'}
        </Link>
      </p>
      {!request ? (
        <StatusMessage kind={query.error || query.missing ? 'error' : 'info'}>
          {query.missing ? 'Request not found.' : (query.error ?? 'Loading the request...')}
        </StatusMessage>
      ) : (
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="space-y-8 lg:col-span-2">
            <section aria-labelledby="request-heading" className={cardClass()}>
              <h2 id="request-heading" className="sr-only">
                The request
              </h2>
              <div className="flex flex-wrap items-center gap-3">
                <StatusBadge status={request.status} />
                <DecisionDay request={request} />
              </div>
              <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">
                {[
                  ['Resident', request.residentName],
                  ['Project type', ARC_PROJECT_TYPE_LABELS[request.projectType]],
                  ['Address', request.address],
                  [
                    'Planned',
                    `${formatLongDay(request.startDate)} to ${formatLongDay(request.completionDate)}`,
                  ],
                  ['Submitted', formatLongDay(request.submittedOn)],
                ].map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-sm font-medium text-slate-600">{label}</dt>
                    <dd className="text-slate-900">{value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-4 whitespace-pre-line text-slate-800">{request.description}</p>
            </section>

            {isArcDecision(request.status) && (
              <section aria-labelledby="decision-heading" className={cardClass('brand')}>
                <h2 id="decision-heading" className="text-xl font-semibold">
                  Decision: {ARC_STATUS_LABELS[request.status]}
                </h2>
                {request.decisionNote && <p className="mt-2 whitespace-pre-line">{request.decisionNote}</p>}
                {request.letterUrl && (
                  <p className="mt-4">
                    <a
                      href={request.letterUrl}
                      download
                      className="inline-flex items-center gap-1 font-semibold underline"
                    >
                      <Download aria-hidden="true" size={16} /> Download the decision letter (PDF)
                    </a>
                  </p>
                )}
              </section>
            )}

            <section aria-labelledby="attachments-heading" className="space-y-3">
              <h2 id="attachments-heading" className={sectionHeadingClass}>
                Attachments
              </h2>
              <Attachments request={request} />
            </section>

            <section aria-labelledby="timeline-heading" className="space-y-3">
              <h2 id="timeline-heading" className={sectionHeadingClass}>
                Timeline
              </h2>
              <Timeline entries={request.timeline} />
            </section>
          </div>

          <aside className="space-y-6" aria-label="Actions">
            {request.allowedStatuses.length > 0 && (
              <DecisionControls request={request} onChange={setChanged} />
            )}
            {request.canComment && <CommentForm request={request} owner={owner} onChange={setChanged} />}
            {request.canWithdraw && <WithdrawButton request={request} onChange={setChanged} />}
          </aside>
        </div>
      )}
    </AdminPage>
  );
}
