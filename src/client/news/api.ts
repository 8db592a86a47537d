import type { NewsItem, NewsList, NewsValues } from '../../shared/news.ts';
import { apiList, restCollection } from '../api/collection.ts';

/** Newest first; GET answers `{ items }`. */
export const news = restCollection<NewsItem, NewsValues, NewsItem, NewsList>(
  apiList('/api/news', (answer: NewsList) => answer.items),
);
