import { ContactForm } from '../contact/ContactForm.tsx';
import { NextEventsCard } from '../events/NextEventsCard.tsx';
import { CommunityLocation } from './CommunityLocation.tsx';
import { HoaTeam } from './HoaTeam.tsx';
import { HomeAlerts } from './HomeAlerts.tsx';
import { HomeHero } from './HomeHero.tsx';
import { ImportantLinksCard } from './ImportantLinksCard.tsx';
import { LatestNews } from './LatestNews.tsx';

export default function HomePage() {
  return (
    <>
      <HomeAlerts />
      <HomeHero />
      {/* What's happening, right under the welcome: the news and the calendar. */}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-2">
        <LatestNews />
        <NextEventsCard />
      </div>
      <CommunityLocation />
      <HoaTeam />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ContactForm title="Contact Us" />
        </div>
        <div>
          <ImportantLinksCard />
        </div>
      </div>
    </>
  );
}
