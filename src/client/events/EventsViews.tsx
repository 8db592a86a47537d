import * as Tabs from '@radix-ui/react-tabs';
import { EVENTS_TABS, type EventsTab } from '../../shared/events/page-view.ts';
import { AgendaTab } from './AgendaTab.tsx';
import { CalendarTab } from './CalendarTab.tsx';
import { HistoryTab } from './HistoryTab.tsx';
import { tabListClass, tabTriggerClass } from './styles.ts';
import { UpcomingTab } from './UpcomingTab.tsx';
import { useEventsView } from './useEventsView.ts';

const TAB_NAMES: Record<EventsTab, string> = {
  calendar: 'Calendar',
  agenda: 'Agenda',
  upcoming: 'All Upcoming',
  history: 'History',
};

/**
 * The events page's views: calendar (default), the month as an agenda, every upcoming event, and
 * history. The view lives in the address (?tab=&month=&day=), and the server renders that view
 * with its data.
 */
export function EventsViews() {
  const { view, dayChosen, monthChosen, show, hrefOf } = useEventsView();
  return (
    <Tabs.Root value={view.tab} onValueChange={(tab) => show({ tab: tab as EventsTab })}>
      <Tabs.List aria-label="Events views" className={tabListClass}>
        {EVENTS_TABS.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} className={tabTriggerClass}>
            {TAB_NAMES[tab]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="calendar">
        <CalendarTab
          view={view}
          dayChosen={dayChosen}
          monthChosen={monthChosen}
          show={show}
          allUpcomingHref={hrefOf({ tab: 'upcoming' })}
        />
      </Tabs.Content>
      <Tabs.Content value="agenda">
        <AgendaTab view={view} show={show} />
      </Tabs.Content>
      <Tabs.Content value="upcoming">
        <UpcomingTab />
      </Tabs.Content>
      <Tabs.Content value="history">
        <HistoryTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
