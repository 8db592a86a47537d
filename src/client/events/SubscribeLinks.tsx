import { useState, useSyncExternalStore } from 'react';
import { CalendarPlus, Copy, Download } from 'lucide-react';
import { EVENTS } from '../../shared/endpoints/events.ts';

const FEED_PATH = EVENTS.calendar.path;

const noSubscription = () => () => {};
/**
 * The site's own address as the visitor reached it, once in the browser. The server renders
 * without it (null) and the browser hydrates with null too, then fills it in, so the HTML matches.
 */
function useSiteOrigin(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  );
}

const linkClass =
  'inline-flex items-center gap-2 rounded-md border border-brand-800 px-3 py-1.5 font-semibold text-brand-900 hover:bg-brand-50';

/**
 * Subscribing to the calendar feed: a webcal:// link that calendar apps open as a subscription
 * (they fetch it again for changes), the .ics download, and a button that copies the feed's
 * address for apps that ask for it ("Add calendar from URL").
 */
export function SubscribeLinks() {
  const origin = useSiteOrigin();
  const feedUrl = origin ? `${origin}${FEED_PATH}` : null;
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copyAddress = async () => {
    if (!feedUrl) return;
    try {
      await navigator.clipboard.writeText(feedUrl);
      setCopy('copied');
    } catch {
      // No clipboard (a plain-http address, a refused permission): the address is shown to copy by hand.
      setCopy('failed');
    }
  };

  return (
    <div className="mt-4 space-y-2 text-sm text-slate-600">
      <p>Add every community event to your own calendar app; it stays up to date.</p>
      <div className="flex flex-wrap items-center gap-2">
        {/* Rendered hidden until the address is known, so their place is kept and nothing below
            moves when they appear (Lighthouse counted it as a layout shift on phones). */}
        <a
          href={feedUrl ? feedUrl.replace(/^https?:/, 'webcal:') : undefined}
          className={feedUrl ? linkClass : `${linkClass} invisible`}
        >
          <CalendarPlus aria-hidden="true" size={16} />
          Subscribe
        </a>
        <a href={FEED_PATH} download="events.ics" className={linkClass}>
          <Download aria-hidden="true" size={16} />
          Download .ics
        </a>
        <button
          type="button"
          disabled={!feedUrl}
          onClick={() => void copyAddress()}
          className={feedUrl ? linkClass : `${linkClass} invisible`}
        >
          <Copy aria-hidden="true" size={16} />
          Copy calendar address
        </button>
        <span role="status" className="font-medium text-brand-900 empty:hidden">
          {copy === 'copied' ? 'Calendar address copied.' : ''}
        </span>
      </div>
      {copy === 'failed' && feedUrl && (
        <p>
          <label htmlFor="calendar-address" className="block font-medium text-slate-800">
            Copy this address into your calendar app:
          </label>
          <input
            id="calendar-address"
            readOnly
            value={feedUrl}
            onFocus={(event) => event.target.select()}
            className="mt-1 w-full max-w-md rounded-md border border-slate-300 px-3 py-1.5 text-slate-900"
          />
        </p>
      )}
    </div>
  );
}
