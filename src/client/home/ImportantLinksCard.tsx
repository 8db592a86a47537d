import { ExternalLink } from 'lucide-react';
import { isHttpUrl } from '../../shared/urls.ts';
import { useApiQuery } from '../transport/data-cache.tsx';
import { links as linkCollection } from '../links/api.ts';
import { cardClass } from '../components/ui/Card.tsx';

/** The home page's Important Links card. A failed load is silent: the card shows no links. */
export function ImportantLinksCard() {
  const { data, loading } = useApiQuery(linkCollection.list.path);
  const links = (Array.isArray(data) ? data : []).filter((l) => isHttpUrl(l.link));
  return (
    <section aria-labelledby="important-links" className={cardClass()}>
      <h2 id="important-links" className="text-2xl font-bold text-brand-950">
        Important Links
      </h2>
      {loading && !data ? (
        <p className="mt-4 text-slate-600">Loading...</p>
      ) : links.length === 0 ? (
        <p className="mt-4 text-slate-600">No links available.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {links.map((link) => (
            <li key={link.id}>
              <a
                href={link.link}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-start gap-2 font-medium text-brand-800 underline hover:text-brand-950"
              >
                <ExternalLink aria-hidden="true" size={16} className="mt-1 shrink-0" />
                <span>{link.title}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
