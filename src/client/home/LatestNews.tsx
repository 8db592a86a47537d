import { formatLongDay } from '../../shared/dates.ts';
import { isAlert } from '../../shared/news/alerts.ts';
import { Link } from '../app/router.tsx';
import { cardClass } from '../components/ui/Card.tsx';
import { TextLink } from '../components/ui/TextLink.tsx';
import { useApiQuery } from '../transport/data-cache.tsx';
import { latestNews } from '../news/api.ts';

/** The home page's three newest news items, each linking to its page, and a link to all of them. */
export function LatestNews() {
  const { data, error } = useApiQuery(latestNews);
  const items = data?.items ?? [];
  return (
    <section aria-labelledby="latest-news" className={cardClass()}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="latest-news" className="text-2xl font-bold text-brand-950">
          Latest News
        </h2>
        <TextLink to="/newsletter" variant="strong">
          All news
        </TextLink>
      </div>
      {items.length === 0 ? (
        <p className="text-slate-600">
          {error ? 'The latest news could not be loaded.' : 'No news available at the moment.'}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.id} className="py-3 first:pt-0 last:pb-0">
              <h3 className="font-semibold text-slate-900">
                <Link
                  to={`/newsletter/${encodeURIComponent(item.id)}`}
                  className="text-brand-800 underline hover:text-brand-950"
                >
                  {isAlert(item.type) ? `Safety Alert: ${item.title}` : item.title}
                </Link>
              </h3>
              <p className="text-sm text-slate-600">
                <time dateTime={item.date}>{formatLongDay(item.date)}</time>
              </p>
              <p className="mt-1 line-clamp-3 text-slate-700">{item.description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
