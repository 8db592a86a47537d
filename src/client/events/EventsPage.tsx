import { LazyWidget } from '../components/lazy/LazyWidget.tsx';
import { preloadable } from '../components/lazy/preloadable.tsx';
import { PageHeading } from '../components/ui/PageHeading.tsx';
import { SubscribeLinks } from './SubscribeLinks.tsx';

// The calendar and its tabs (react-day-picker, date-fns, Radix tabs: about 30 KB gzipped) load after
// the page, which the server has rendered whole with the view its address asks for.
const EventsViews = preloadable(async () => (await import('./EventsViews.tsx')).EventsViews);

/** The public events page; the views themselves are in EventsViews. */
export default function EventsPage() {
  return (
    <>
      <PageHeading
        title="Community Events"
        subtitle="View and manage upcoming community events, meetings and activities."
      >
        <SubscribeLinks />
      </PageHeading>
      <div className="mx-auto max-w-7xl px-4 pb-12">
        <LazyWidget>
          <EventsViews />
        </LazyWidget>
      </div>
    </>
  );
}
