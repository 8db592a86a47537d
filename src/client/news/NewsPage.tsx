import { Rss } from 'lucide-react';
import { useApiQuery } from '../api/data-cache.tsx';
import { failure } from '../api/failure.ts';
import { ListState } from '../components/ui/ListState.tsx';
import { NewsByEmail } from '../subscriptions/NewsByEmail.tsx';
import { NEWS } from '../../shared/endpoints/news.ts';
import { news } from './api.ts';
import { NewsArticle } from './NewsArticle.tsx';
import { cardClass } from '../components/ui/Card.tsx';

export default function NewsPage() {
  const { data, error, loading } = useApiQuery(
    news.list.path,
    failure.text('Failed to load news. Please try again later.'),
  );
  const items = data ? news.list.items(data) : [];
  return (
    <>
      <section className="bg-gradient-to-b from-brand-800 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Community News</h1>
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
          empty={items.length === 0 ? 'No news available at the moment.' : null}
        >
          <ul className="space-y-8">
            {items.map((item) => (
              <li key={item.id}>
                <NewsArticle item={item} />
              </li>
            ))}
          </ul>
        </ListState>
      </div>
    </>
  );
}
