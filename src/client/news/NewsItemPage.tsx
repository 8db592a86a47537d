import { Link, useParams } from '../app/router.tsx';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import NotFoundPage from '../components/layout/NotFoundPage.tsx';
import { useItemTitle } from '../components/layout/useItemTitle.ts';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { newsItemById } from './api.ts';
import { NewsArticle } from './NewsArticle.tsx';

/**
 * One news item's own page (/newsletter/:id): the address a shared link previews with the item's
 * own title, text and image. The article is the one the news list shows.
 */
export default function NewsItemPage() {
  const { id = '' } = useParams();
  const { data, error, missing, loading } = useApiQuery(
    newsItemById(id),
    failure.serverFirst('Failed to load news. Please try again later.'),
  );
  useItemTitle(data?.title, missing);
  if (missing) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <p>
        <Link to="/newsletter" className="font-semibold text-brand-800 underline hover:text-brand-950">
          All community news
        </Link>
      </p>
      {data ? (
        <NewsArticle item={data} headingLevel={1} bodyHtml={data.bodyHtml} attachments={data.attachments} />
      ) : error ? (
        <StatusMessage kind="error">{error}</StatusMessage>
      ) : (
        loading && <StatusMessage>Loading news...</StatusMessage>
      )}
    </div>
  );
}
