import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { CalendarPlus } from 'lucide-react';
import { PageHeading } from '../components/ui/PageHeading.tsx';
import { CalendarTab } from './CalendarTab.tsx';
import { HistoryTab } from './HistoryTab.tsx';
import { tabListClass, tabTriggerClass } from './styles.ts';

type Tab = 'calendar' | 'history';

/** The public events page: calendar (default) and history; server-rendered with this month's data. */
export default function EventsPage() {
  const [tab, setTab] = useState<Tab>('calendar');
  return (
    <>
      <PageHeading
        title="Community Events"
        subtitle="View and manage upcoming community events, meetings and activities."
      >
        <p className="mt-4 flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <a
            href="/api/events.ics"
            className="inline-flex items-center gap-2 rounded-md border border-emerald-800 px-3 py-1.5 font-semibold text-emerald-900 hover:bg-emerald-50"
          >
            <CalendarPlus aria-hidden="true" size={16} />
            Subscribe
          </a>
          <span>Add every community event to your own calendar app.</span>
        </p>
      </PageHeading>
      <div className="mx-auto max-w-7xl px-4 pb-12">
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
      </div>
    </>
  );
}
