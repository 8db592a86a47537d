import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { Plus } from 'lucide-react';
import type { EventWithOccurrences } from '../../shared/events.ts';
import { useApiQuery } from '../api/data-cache.tsx';
import { failure } from '../api/failure.ts';
import { useToday } from '../app/today.tsx';
import { useAuth } from '../auth/AuthProvider.tsx';
import { useCommunity } from '../community/CommunityProvider.tsx';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { useStaffWrites } from '../components/staff/useStaffWrites.ts';
import { buttonClass } from '../components/ui/buttons.ts';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
import { Modal } from '../components/ui/Modal.tsx';
import { deleteEvent, eventsFrom, pastEvents } from './api.ts';
import { EventForm } from './EventForm.tsx';
import { OccurrenceList } from './OccurrenceList.tsx';
import { firstOccurrences, lastOccurrences } from './occurrences.ts';
import { cardClass, tabListClass, tabTriggerClass } from './styles.ts';

type Tab = 'upcoming' | 'history';
const LOAD_FAILED = failure.serverFirst('Failed to fetch events');

/**
 * The staff events screen. Everyone signed in sees the lists; only admins get Create, Edit and
 * Delete (the server refuses anyone else anyway). Upcoming lists each event once at its next day,
 * a running series included; History lists events whose last day has passed, latest first.
 */
export default function EventsAdminPage() {
  const { isAdmin } = useAuth();
  const today = useToday();
  const { timeZone } = useCommunity();
  const [tab, setTab] = useState<Tab>('upcoming');

  const upcomingQuery = useApiQuery(eventsFrom(today), LOAD_FAILED);
  const pastQuery = useApiQuery(pastEvents(today), LOAD_FAILED);
  const loadError = upcomingQuery.error ?? pastQuery.error;
  const { editing, edit, close, saved, actionError, remove } = useStaffWrites<EventWithOccurrences>({
    reload: () => {
      upcomingQuery.reload();
      pastQuery.reload();
    },
    remove: deleteEvent,
    thing: 'event',
    deleteFailed: failure.serverFirst('Failed to delete event'),
  });

  const upcomingList = upcomingQuery.loading ? undefined : upcomingQuery.data?.data;
  const pastList = pastQuery.loading ? undefined : pastQuery.data?.data;
  const upcoming = upcomingList ? firstOccurrences(upcomingList, timeZone) : undefined;
  const running = new Set(upcomingList?.map((event) => event.id));
  const history =
    upcomingList && pastList
      ? lastOccurrences(
          pastList.filter((event) => !running.has(event.id)),
          timeZone,
        )
      : undefined;

  return (
    <AdminPage
      title="Manage Events"
      actions={
        isAdmin && (
          <button type="button" className={buttonClass.primary} onClick={() => edit('new')}>
            <Plus aria-hidden="true" size={18} /> Create New Event
          </button>
        )
      }
    >
      {!isAdmin && (
        <p className="mb-4 text-sm text-slate-600">Only administrators can create, edit or delete events.</p>
      )}
      <div className="mb-4">
        <ErrorBanner message={actionError} />
      </div>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <Tabs.List aria-label="Event lists" className={tabListClass}>
          <Tabs.Trigger value="upcoming" className={tabTriggerClass}>
            Upcoming
          </Tabs.Trigger>
          <Tabs.Trigger value="history" className={tabTriggerClass}>
            History
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="upcoming" className={cardClass}>
          <h2 className="mb-4 text-lg font-semibold text-emerald-950">Upcoming Events</h2>
          <OccurrenceList
            occurrences={upcoming}
            loading={upcomingQuery.loading}
            error={upcomingQuery.error}
            onEdit={isAdmin ? edit : undefined}
            onDelete={isAdmin ? remove : undefined}
          />
        </Tabs.Content>
        <Tabs.Content value="history" className={cardClass}>
          <h2 className="mb-4 text-lg font-semibold text-emerald-950">Past Events</h2>
          <OccurrenceList
            occurrences={history}
            loading={upcomingQuery.loading || pastQuery.loading}
            error={loadError}
            withYear
            onDelete={isAdmin ? remove : undefined}
          />
        </Tabs.Content>
      </Tabs.Root>

      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Create New Event' : 'Edit Event'}
        onClose={close}
      >
        {editing !== null && (
          <EventForm
            key={editing === 'new' ? 'new' : editing.id}
            event={editing === 'new' ? null : editing}
            onCancel={close}
            onSaved={saved}
          />
        )}
      </Modal>
    </AdminPage>
  );
}
