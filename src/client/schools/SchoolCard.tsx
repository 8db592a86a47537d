import { useId } from 'react';
import { Globe, Mail, MapPin, Navigation, Phone } from 'lucide-react';
import { SCHOOL_TYPE_LABELS } from '../../shared/schools/types.ts';
import type { School } from '../../shared/schools/schools.ts';
import { sectionHeadingClass } from '../components/ui/Section.tsx';

const linkClass = 'inline-flex items-center gap-1.5 font-medium text-brand-800 hover:underline';

/** Phone numbers keep only what a dialler needs. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function SchoolCard({ school }: { school: School }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className={sectionHeadingClass}>
          {school.name}
        </h2>
        <span className="shrink-0 rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-900">
          {SCHOOL_TYPE_LABELS[school.type] ?? school.type}
        </span>
      </div>
      <p className="text-sm text-slate-600">{school.district}</p>
      <div className="flex items-start gap-2 text-slate-700">
        <MapPin aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-brand-800" />
        <div>
          <p>{school.address}</p>
          <a
            href={school.direction}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={headingId}
            className={`${linkClass} mt-1 text-sm`}
          >
            <Navigation aria-hidden="true" size={14} />
            Get Directions
          </a>
        </div>
      </div>
      {(school.phone || school.website || school.email) && (
        <ul className="mt-auto space-y-2 border-t border-slate-100 pt-3 text-sm">
          {school.phone && (
            <li>
              <a href={telHref(school.phone)} className={linkClass}>
                <Phone aria-hidden="true" size={16} />
                {school.phone}
              </a>
            </li>
          )}
          {school.website && (
            <li>
              <a
                href={school.website}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={headingId}
                className={linkClass}
              >
                <Globe aria-hidden="true" size={16} />
                Visit Website
              </a>
            </li>
          )}
          {school.email && (
            <li>
              <a href={`mailto:${school.email}`} className={linkClass}>
                <Mail aria-hidden="true" size={16} />
                {school.email}
              </a>
            </li>
          )}
        </ul>
      )}
    </article>
  );
}
