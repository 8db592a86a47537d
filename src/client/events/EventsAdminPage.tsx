import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import type { EventWithOccurrences } from '../../shared/events/events.ts';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { useToday } from '../app/today.tsx';
import { useAuth } from '../auth/AuthProvider.tsx';
import { useCommunity } from '../community/CommunityProvider.tsx';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { EditorModal } from '../components/staff/EditorModal.tsx';
import { AddButton } from '../components/staff/StaffButtons.tsx';
import { useStaffWrites } from '../components/staff/useStaffWrites.ts';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
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
  const { can } = useAuth();
  const mayWrite = can('events.write');
  const today = useToday();
  const { timeZone } = useCommunity();
  const [tab, setTab] = useState<Tab>('upcoming');

  const upcomingQuery = useApiQuery(eventsFrom(today), LOAD_FAILED);
  const pastQuery = useApiQuery(pastEvents(today), LOAD_FAILED);
  const loadError = upcomingQuery.error ?? pastQuery.error;
  const writes = useStaffWrites<EventWithOccurrences>({
    reload: () => {
      upcomingQuery.reload();
      pastQuery.reload();
    },
    remove: deleteEvent,
    thing: 'event',
    deleteFailed: failure.serverFirst('Failed to delete event'),
  });

  // The lists stay while a write reloads them, so the button that opened the form is still there to
  // take focus back when it closes.
  const upcomingList = upcomingQuery.data?.data;
  const pastList = pastQuery.data?.data;
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
      actions={mayWrite && <AddButton onClick={() => writes.edit('new')}>Create New Event</AddButton>}
    >
      {!mayWrite && (
        <p className="mb-4 text-sm text-slate-600">Only administrators can create, edit or delete events.</p>
      )}
      <div className="mb-4">
        <ErrorBanner message={writes.actionError} />
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
          <h2 className="mb-4 text-lg font-semibold text-brand-950">Upcoming Events</h2>
          <OccurrenceList
            occurrences={upcoming}
            loading={upcomingQuery.loading}
            error={upcomingQuery.error}
            onEdit={mayWrite ? writes.edit : undefined}
            onDelete={mayWrite ? writes.remove : undefined}
          />
        </Tabs.Content>
        <Tabs.Content value="history" className={cardClass}>
          <h2 className="mb-4 text-lg font-semibold text-brand-950">Past Events</h2>
          <OccurrenceList
            occurrences={history}
            loading={upcomingQuery.loading || pastQuery.loading}
            error={loadError}
            withYear
            onDelete={mayWrite ? writes.remove : undefined}
          />
        </Tabs.Content>
      </Tabs.Root>

      <EditorModal staff={writes} titles={{ add: 'Create New Event', edit: 'Edit Event' }} Form={EventForm} />
    </AdminPage>
  );
}
