import { ARC_PROJECT_TYPE_LABELS } from '../../shared/arc-requests/workflow.ts';
import { formatLongDay } from '../../shared/dates.ts';
import { accountPath } from '../account/api.ts';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { can as canAct } from '../../shared/policies.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { ListState } from '../components/ui/ListState.tsx';
import { LoadMore } from '../components/staff/LoadMore.tsx';
import { useMorePages } from '../components/staff/useStaffCollection.ts';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { arcRequestsPath } from './api.ts';
import { NewRequestForm } from './NewRequestForm.tsx';
import { RequestList } from './RequestList.tsx';
import { DueDate } from './StatusBadge.tsx';
import { cardClass } from '../components/ui/Card.tsx';
import { sectionHeadingClass } from '../components/ui/Section.tsx';
import { TextLink } from '../components/ui/TextLink.tsx';

const LOAD_FAILED = failure.text('Failed to load your requests.');

/** /acc/requests: the resident's requests and the form for a new one (docs/product/arc-requests.md). */
export function MyRequests() {
  const { can } = useAuth();
  const account = useApiQuery(accountPath, failure.text('Failed to load your account.'));
  const list = useApiQuery(arcRequestsPath(), LOAD_FAILED);
  // The open requests come whole; decided and withdrawn ones a page at a time (Load more).
  const pages = useMorePages(
    { path: arcRequestsPath(), items: (answer) => answer.items },
    list.data,
    LOAD_FAILED,
  );
  // The account as it is now (an approval since sign-in counts), read against the policy table.
  const approved = account.data ? canAct(account.data, 'arc.submit') : can('arc.submit');
  const items = pages.items;

  return (
    <AdminPage title="Your ACC Requests">
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="my-requests-heading" className="space-y-4">
          <h2 id="my-requests-heading" className={sectionHeadingClass}>
            Your requests
          </h2>
          <ListState
            error={list.error}
            loading={list.loading && !list.data}
            loadingText="Loading your requests..."
            empty={items.length === 0 ? 'You have not submitted a request yet.' : null}
          >
            <RequestList
              items={items}
              details={(item) => (
                <p className="text-sm text-slate-600">
                  {ARC_PROJECT_TYPE_LABELS[item.projectType]} · submitted{' '}
                  <time dateTime={item.submittedOn}>{formatLongDay(item.submittedOn)}</time> · decision due{' '}
                  <DueDate day={item.decisionDue} overdue={item.overdue} />
                </p>
              )}
            />
            <LoadMore more={pages.more} />
          </ListState>
        </section>
        <section aria-labelledby="new-request-heading" className="space-y-4">
          <h2 id="new-request-heading" className={sectionHeadingClass}>
            New request
          </h2>
          {!account.data ? (
            <StatusMessage kind={account.error ? 'error' : 'info'}>
              {account.error ?? 'Loading...'}
            </StatusMessage>
          ) : approved ? (
            <div className={cardClass()}>
              <NewRequestForm defaultAddress={account.data.address} />
            </div>
          ) : (
            <div className={cardClass('plain', 'lg', 'text-slate-800')}>
              <p>Only approved residents can submit requests online.</p>
              <p className="mt-2">
                {account.data.residentStatus === 'pending'
                  ? 'Your resident request is waiting for an admin. You can submit requests once it is approved.'
                  : 'To become one, give your home address on your account page and ask to be approved as a resident; an admin of the association confirms it.'}
              </p>
              <p className="mt-4">
                <TextLink to="/account">Open your account page</TextLink>
              </p>
            </div>
          )}
        </section>
      </div>
    </AdminPage>
  );
}
