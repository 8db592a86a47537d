import { CalendarPlus } from 'lucide-react';
import { LazyWidget } from '../components/lazy/LazyWidget.tsx';
import { preloadable } from '../components/lazy/preloadable.tsx';
import { PageHeading } from '../components/ui/PageHeading.tsx';

// The calendar and its tabs (react-day-picker, date-fns, Radix tabs: about 30 KB gzipped) load after
// the page, which the server has rendered whole with this month's events.
const EventsViews = preloadable(async () => (await import('./EventsViews.tsx')).EventsViews);

/** The public events page: calendar (default) and history; server-rendered with this month's data. */
export default function EventsPage() {
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
        <LazyWidget>
          <EventsViews />
        </LazyWidget>
      </div>
    </>
  );
}
