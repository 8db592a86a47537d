import { Rss } from 'lucide-react';
import { Link, useLocation } from '../app/router.tsx';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { ListState } from '../components/ui/ListState.tsx';
import { NewsByEmail } from '../subscriptions/NewsByEmail.tsx';
import { NEWS, newsletterAddress } from '../../shared/endpoints/news.ts';
import { newsPage, newsYearsPath } from './api.ts';
import { NewsArticle } from './NewsArticle.tsx';
import { cardClass } from '../components/ui/Card.tsx';

const pagerLink =
  'inline-flex items-center rounded-md bg-white px-4 py-2 font-semibold text-brand-900 shadow-sm ring-1 ring-slate-300 hover:bg-brand-50';

/**
 * /newsletter: the 20 newest items, then "Older news" pages (`?cursor=`), and a by-year archive
 * (`?year=2025`), all server-rendered and linkable (docs/api.md, Paging).
 */
export default function NewsPage() {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const year = /^\d{4}$/.test(search.get('year') ?? '') ? search.get('year')! : null;
  const cursor = search.get('cursor');
  const { data, error, loading } = useApiQuery(
    newsPage(search),
    failure.withRefusal('Failed to load news. Please try again later.'),
  );
  const years = useApiQuery(newsYearsPath);
  const items = data?.items ?? [];
  // Newer: the page before this one (the API answers prevCursor null on the first page).
  const newer = data?.prevCursor ? newsletterAddress({ year, cursor: data.prevCursor }) : null;
  const older = data?.nextCursor ? newsletterAddress({ year, cursor: data.nextCursor }) : null;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-800 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            {year ? `Community News from ${year}` : 'Community News'}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-50">
            Announcements and updates from around the neighbourhood.
          </p>
          <a
            href={NEWS.feed.path}
            className="mt-5 inline-flex items-center gap-2 rounded-md bg-white/10 px-3 py-1.5 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/20"
          >
            <Rss aria-hidden="true" size={16} /> Subscribe with RSS
          </a>
        </div>
      </section>
      <div className="mx-auto max-w-4xl px-4 py-10">
        <section aria-labelledby="news-by-email-heading" className={cardClass('plain', 'lg', 'mb-10')}>
          <h2 id="news-by-email-heading" className="mb-3 text-xl font-bold text-brand-950">
            News in your inbox
          </h2>
          <NewsByEmail idPrefix="newsletter-news" name="Subscribe to community news" />
        </section>
        <ListState
          error={error}
          loading={loading && !data}
          loadingText="Loading news..."
          empty={
            items.length === 0 ? (year ? `No news from ${year}.` : 'No news available at the moment.') : null
          }
        >
          <ul className="space-y-8">
            {items.map((item) => (
              <li key={item.id}>
                <NewsArticle item={item} />
              </li>
            ))}
          </ul>
        </ListState>
        {(newer || older) && (
          <nav aria-label="News pages" className="mt-10 flex flex-wrap justify-between gap-4">
            {newer ? (
              <Link to={newer} className={pagerLink} rel="prev">
                ← Newer news
              </Link>
            ) : (
              <span />
            )}
            {older && (
              <Link to={older} className={pagerLink} rel="next">
                Older news →
              </Link>
            )}
          </nav>
        )}
        {years.data && years.data.years.length > 0 && (
          <nav aria-labelledby="news-archive-heading" className="mt-12 border-t border-slate-200 pt-8">
            <h2 id="news-archive-heading" className="mb-3 text-xl font-bold text-brand-950">
              News by year
            </h2>
            <ul className="flex flex-wrap gap-3">
              {(year || cursor) && (
                <li>
                  <Link to={newsletterAddress()} className="font-semibold text-brand-900 underline">
                    Latest news
                  </Link>
                </li>
              )}
              {years.data.years.map((entry) => (
                <li key={entry.year}>
                  <Link
                    to={newsletterAddress({ year: String(entry.year) })}
                    className="font-semibold text-brand-900 underline"
                    aria-current={year === String(entry.year) ? 'page' : undefined}
                  >
                    {entry.year}
                  </Link>{' '}
                  <span className="text-sm text-slate-600">
                    ({entry.count} {entry.count === 1 ? 'item' : 'items'})
                  </span>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </>
  );
}
