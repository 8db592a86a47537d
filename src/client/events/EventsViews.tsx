import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { CalendarTab } from './CalendarTab.tsx';
import { HistoryTab } from './HistoryTab.tsx';
import { tabListClass, tabTriggerClass } from './styles.ts';

type Tab = 'calendar' | 'history';

/** The events page's two views: the calendar (default) and the history. */
export function EventsViews() {
  const [tab, setTab] = useState<Tab>('calendar');
  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
      <Tabs.List aria-label="Events views" className={tabListClass}>
        <Tabs.Trigger value="calendar" className={tabTriggerClass}>
          Calendar
        </Tabs.Trigger>
        <Tabs.Trigger value="history" className={tabTriggerClass}>
          History
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="calendar">
        <CalendarTab />
      </Tabs.Content>
      <Tabs.Content value="history">
        <HistoryTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
