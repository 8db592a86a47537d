import { ExternalLink, MapPin, MessageCircle } from 'lucide-react';
import { mapsSearchLink } from '../../shared/maps.ts';
import { useCommunity } from '../community/CommunityProvider.tsx';
import { LazyWidget } from '../components/lazy/LazyWidget.tsx';
import { preloadable } from '../components/lazy/preloadable.tsx';
import { textLinkClass } from '../components/ui/TextLink.tsx';

// The map's zoom and drag code loads after the page's (the server renders the map whole): it kept the
// home page, with its news and events, within the first-load budget.
const ZoomableMap = preloadable(async () => (await import('./ZoomableMap.tsx')).ZoomableMap);

/** "Find Our Community": the address, a maps link, the group chat and the zoomable map. */
export function CommunityLocation() {
  const c = useCommunity();
  return (
    <section aria-labelledby="find-community" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="find-community" className="text-3xl font-bold text-brand-950">
        Find Our Community
      </h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="space-y-5">
          <p className="flex gap-2 text-lg text-slate-800">
            <MapPin aria-hidden="true" className="mt-1 shrink-0 text-brand-800" size={20} />
            <span>{c.address}</span>
          </p>
          <a
            href={mapsSearchLink(c.mapsSearchUrl, c.address)}
            target="_blank"
            rel="noopener noreferrer"
            className={textLinkClass('strong')}
          >
            <ExternalLink aria-hidden="true" size={18} />
            Open in a maps service
          </a>
          <div className="rounded-lg bg-brand-50 p-4 text-slate-800">
            <p>Neighbours share news, lost pets and recommendations there.</p>
            <a
              href={c.groupChatUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-flex items-center gap-2 font-semibold text-brand-800 underline hover:text-brand-950"
            >
              <MessageCircle aria-hidden="true" size={18} />
              Join the group chat
            </a>
          </div>
        </div>
        <div className="lg:col-span-2">
          <LazyWidget>
            <ZoomableMap src={c.mapImage} alt={`Map of the ${c.name} neighbourhood`} />
          </LazyWidget>
        </div>
      </div>
    </section>
  );
}
