import { Download } from 'lucide-react';
import { useState } from 'react';
import type { Subscriber } from '../../shared/subscriptions.ts';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure, failureText } from '../transport/failure.ts';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { StaffNotice } from '../components/staff/StaffNotice.tsx';
import { buttonClass } from '../components/ui/buttons.ts';
import { DataTable, type DataColumn } from '../components/ui/DataTable.tsx';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
import { useCommunityDates } from '../community/community-dates.ts';
import { ListState } from '../components/ui/ListState.tsx';
import { removeSubscriber, SUBSCRIBERS_CSV, subscriberList } from './api.ts';
import { LoadMore } from '../components/staff/LoadMore.tsx';
import { useMorePages } from '../components/staff/useStaffCollection.ts';
import { Button } from '../components/ui/Button.tsx';
import { useConfirm } from '../components/ui/useConfirm.tsx';

const STATUS_TEXT: Record<Subscriber['status'], string> = {
  confirmed: 'Subscribed',
  pending: 'Waiting for confirmation',
  unsubscribed: 'Unsubscribed',
};
const SOURCE_TEXT: Record<Subscriber['source'], string> = {
  form: 'Subscribe form',
  account: 'Resident account',
};

const REMOVE_FAILED = failure.withRefusal('Failed to remove the address.');
const LOAD_FAILED = failure.text('Failed to load the subscribers.');

/**
 * /admin/subscribers: who gets the announcements. Removing an address is an unsubscribe on its
 * owner's behalf: the row stays as unsubscribed, so only its owner can bring it back (a confirmed
 * link, or news turned on in their account), never a stranger's form request.
 */
export default function SubscribersAdminPage() {
  const list = useApiQuery(subscriberList.path, LOAD_FAILED);
  const pages = useMorePages(subscriberList, list.data, LOAD_FAILED);
  const [notice, setNotice] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const { date } = useCommunityDates();
  const day = (iso: string | null) => (iso ? date(iso) : '—');
  const confirm = useConfirm();

  async function remove(subscriber: Subscriber) {
    const yes = await confirm.ask({
      question: `Remove ${subscriber.email} from the news by email?`,
      detail: 'No further announcement will reach this address unless its owner subscribes again.',
      confirmLabel: 'Remove',
      danger: true,
    });
    if (!yes) return;
    setRemoving(subscriber.id);
    setRemoveError(null);
    try {
      await removeSubscriber(subscriber.id);
      setNotice(`${subscriber.email} removed.`);
      list.reload();
    } catch (error) {
      setRemoveError(failureText(REMOVE_FAILED, error));
    } finally {
      setRemoving(null);
    }
  }

  const columns: DataColumn<Subscriber>[] = [
    { name: 'Email', role: 'header', cell: (s) => s.email, className: '[overflow-wrap:anywhere]' },
    { name: 'Status', cell: (s) => STATUS_TEXT[s.status] },
    { name: 'Joined by', cell: (s) => SOURCE_TEXT[s.source] },
    { name: 'Confirmed', cell: (s) => day(s.confirmedAt) },
    {
      name: 'Actions',
      role: 'actions',
      cell: (s) =>
        s.status === 'unsubscribed' ? null : (
          <Button
            variant="danger"
            aria-label={`Remove ${s.email}`}
            disabled={removing === s.id}
            onClick={() => void remove(s)}
          >
            {removing === s.id ? 'Removing...' : 'Remove'}
          </Button>
        ),
    },
  ];

  const items = pages.items;
  return (
    <AdminPage
      title="News Subscribers"
      actions={
        <a href={SUBSCRIBERS_CSV} download className={buttonClass.secondary}>
          <Download aria-hidden="true" size={18} /> Export CSV
        </a>
      }
    >
      <p className="mb-4 text-lg text-slate-800" aria-live="polite">
        {list.data && (
          <>
            <strong>{list.data.count}</strong> {list.data.count === 1 ? 'address gets' : 'addresses get'} the
            announcements by email.
          </>
        )}
      </p>
      <p className="mb-6 max-w-3xl text-sm text-slate-600">
        Visitors join with the form on the news page and in the footer, and confirm by email; verified
        residents join from their account. An address that unsubscribed or was removed stays off the list
        until its owner subscribes again.
      </p>
      <div className="mb-4">
        <ErrorBanner message={removeError} />
      </div>
      <ListState
        error={list.error}
        loading={list.loading && !list.data}
        loadingText="Loading subscribers..."
        empty={items.length === 0 ? 'No one has subscribed yet.' : null}
      >
        <DataTable
          label="Subscribers"
          caption="Addresses on the news by email list"
          columns={columns}
          rows={items}
          rowKey={(s) => s.id}
        />
        <LoadMore more={pages.more} />
      </ListState>
      <StaffNotice notice={notice} onDismiss={() => setNotice(null)} />
      {confirm.dialog}
    </AdminPage>
  );
}
