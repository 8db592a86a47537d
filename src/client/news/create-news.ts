import type { NewsItem, NewsValues } from '../../shared/news.ts';
import { apiFetch } from '../api/client.ts';

export const createNews = (values: NewsValues) =>
  apiFetch<NewsItem>('/api/news', { method: 'POST', body: values });
