import { useEffect, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { Plus } from 'lucide-react';
import {
  allUpcomingEventsPath,
  pastEventsPath,
  type EventsResponse,
  type EventWithOccurrences,
} from '../../shared/events.ts';
import { messageOf } from '../api/client.ts';
import { useApiQuery } from '../api/data-cache.tsx';
import { useToday } from '../app/today.tsx';
import { useAuth } from '../auth/AuthProvider.tsx';
import { ErrorBanner } from '../auth/ErrorBanner.tsx';
import { useCommunity } from '../community/CommunityProvider.tsx';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { buttonClass } from '../components/ui/buttons.ts';
import { confirmDelete } from '../components/ui/confirm.ts';
import { Modal } from '../components/ui/Modal.tsx';
import { deleteEvent } from './api.ts';
import { EventForm } from './EventForm.tsx';
import { OccurrenceList } from './OccurrenceList.tsx';
import { firstOccurrences, lastOccurrences } from './occurrences.ts';
import { cardClass, tabListClass, tabTriggerClass } from './styles.ts';

type Tab = 'upcoming' | 'history';
const FETCH_ERROR = 'Failed to fetch events';

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
  const [form, setForm] = useState<{ event: EventWithOccurrences | null } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const upcomingQuery = useApiQuery<EventsResponse>(allUpcomingEventsPath(today), FETCH_ERROR);
  const pastQuery = useApiQuery<EventsResponse>(pastEventsPath(today), FETCH_ERROR);
  const loadError = upcomingQuery.error ?? pastQuery.error;
  useEffect(() => {
    if (loadError) console.error(loadError);
  }, [loadError]);

  const upcomingEvents = upcomingQuery.loading ? undefined : upcomingQuery.data?.data;
  const pastEvents = pastQuery.loading ? undefined : pastQuery.data?.data;
  const upcoming = upcomingEvents ? firstOccurrences(upcomingEvents, timeZone) : undefined;
  const running = new Set(upcomingEvents?.map((event) => event.id));
  const history =
    upcomingEvents && pastEvents
      ? lastOccurrences(
          pastEvents.filter((event) => !running.has(event.id)),
          timeZone,
        )
      : undefined;

  const reload = () => {
    upcomingQuery.reload();
    pastQuery.reload();
  };

  const onDelete = async (event: EventWithOccurrences) => {
    if (!confirmDelete('event')) return;
    setActionError(null);
    try {
      await deleteEvent(event.id);
      reload();
    } catch (error) {
      const message = messageOf(error, 'Failed to delete event');
      console.error(message);
      setActionError(message);
    }
  };

  return (
    <AdminPage
      title="Manage Events"
      actions={
        isAdmin && (
          <button type="button" className={buttonClass.primary} onClick={() => setForm({ event: null })}>
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
            onEdit={isAdmin ? (event) => setForm({ event }) : undefined}
            onDelete={isAdmin ? onDelete : undefined}
          />
        </Tabs.Content>
        <Tabs.Content value="history" className={cardClass}>
          <h2 className="mb-4 text-lg font-semibold text-emerald-950">Past Events</h2>
          <OccurrenceList
            occurrences={history}
            loading={upcomingQuery.loading || pastQuery.loading}
            error={loadError}
            withYear
            onDelete={isAdmin ? onDelete : undefined}
          />
        </Tabs.Content>
      </Tabs.Root>

      <Modal
        open={form !== null}
        title={form?.event ? 'Edit Event' : 'Create New Event'}
        onClose={() => setForm(null)}
      >
        {form && (
          <EventForm
            key={form.event?.id ?? 'new'}
            event={form.event}
            onCancel={() => setForm(null)}
            onSaved={() => {
              setForm(null);
              reload();
            }}
          />
        )}
      </Modal>
    </AdminPage>
  );
}
