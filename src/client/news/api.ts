import type { NewsItem, NewsList, NewsValues } from '../../shared/news.ts';
import { newsItemPath } from '../../shared/routes.ts';
import { apiPath } from '../api/api-path.ts';
import { apiList, restCollection } from '../api/collection.ts';

/** Newest first; GET answers `{ items }`. */
export const news = restCollection<NewsItem, NewsValues, NewsItem, NewsList>(
  apiList('/api/news', (answer: NewsList) => answer.items),
);

/** One news item (its own page). */
export const newsItemById = (id: string) => apiPath<NewsItem>(newsItemPath(id));
