import { Link } from '../app/router.tsx';
import { CalendarDays, BookOpen } from 'lucide-react';
import { useCommunity } from '../community/CommunityProvider.tsx';

export function HomeHero() {
  const c = useCommunity();
  const features = [
    `${c.homes} homes in ${c.area}`,
    `${c.parks.charAt(0).toUpperCase()}${c.parks.slice(1)}`,
    `${c.trails.charAt(0).toUpperCase()}${c.trails.slice(1)}`,
    `Professionally managed by ${c.managementCompany}: please read our FAQ before contacting the property manager`,
    `Socials are announced on our group chat and posted here at least ${c.socialsNoticeMonths} month${c.socialsNoticeMonths === 1 ? '' : 's'} in advance`,
  ];
  return (
    <section className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 lg:grid-cols-2">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl">
            Welcome to {c.name}
          </h1>
          <p className="mt-4 text-lg text-slate-700">
            News, events and everything you need to know about living in our neighbourhood, in one place.
          </p>
          <ul className="mt-6 space-y-2 text-slate-800">
            {features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-brand-700" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/events"
              className="inline-flex items-center gap-2 rounded-md bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
            >
              <CalendarDays aria-hidden="true" size={18} /> Association Meetings
            </Link>
            <Link
              to="/faq"
              className="inline-flex items-center gap-2 rounded-md border border-brand-800 px-5 py-2.5 font-semibold text-brand-900 hover:bg-brand-100"
            >
              <BookOpen aria-hidden="true" size={18} /> Community Guidelines
            </Link>
          </div>
        </div>
        <img
          src={c.heroImage}
          alt={`Community photo: homes and trees in the ${c.name} neighbourhood`}
          width={800}
          height={600}
          className="aspect-[4/3] w-full rounded-2xl object-cover shadow-lg"
        />
      </div>
    </section>
  );
}
