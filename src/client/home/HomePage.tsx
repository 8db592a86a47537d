import { ContactForm } from '../contact/ContactForm.tsx';
import { CommunityLocation } from './CommunityLocation.tsx';
import { HoaTeam } from './HoaTeam.tsx';
import { HomeHero } from './HomeHero.tsx';
import { ImportantLinksCard } from './ImportantLinksCard.tsx';

export default function HomePage() {
  return (
    <>
      <HomeHero />
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
