import type { HoaMember } from '../../shared/board.ts';
import { useApiQuery } from '../transport/data-cache.tsx';
import { members as memberCollection } from '../board/api.ts';

function initials(member: HoaMember): string {
  return `${member.fName.charAt(0)}${member.lName.charAt(0)}`.toUpperCase();
}

/** "Our Homeowners Association Team": shown only when at least one member exists. */
export function HoaTeam() {
  const { data } = useApiQuery(memberCollection.list.path);
  const members = Array.isArray(data) ? data : [];
  if (members.length === 0) return null;
  return (
    <section aria-labelledby="hoa-team" className="bg-white py-12">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="hoa-team" className="text-3xl font-bold text-brand-950">
          Our Homeowners Association Team
        </h2>
        <p className="mt-2 text-lg text-slate-600">
          Dedicated professionals working to maintain and improve our community
        </p>
        <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-6">
          {members.map((member) => {
            const name = `${member.fName} ${member.lName}`;
            return (
              <li
                key={member.id}
                className="flex flex-col items-center rounded-xl bg-slate-50 p-4 text-center ring-1 ring-slate-200"
              >
                {member.imgUrl ? (
                  <img
                    src={member.imgUrl}
                    alt={name}
                    width={96}
                    height={96}
                    loading="lazy"
                    className="h-24 w-24 rounded-full object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex h-24 w-24 items-center justify-center rounded-full bg-brand-800 text-2xl font-bold text-white"
                  >
                    {initials(member)}
                  </span>
                )}
                <h3 className="mt-3 font-semibold text-slate-900">{name}</h3>
                {member.title && <p className="text-sm text-slate-600">{member.title}</p>}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
