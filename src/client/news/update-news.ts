import type { NewsItem, NewsValues } from '../../shared/news.ts';
import { apiFetch } from '../api/client.ts';

export const updateNews = (id: string, values: NewsValues) =>
  apiFetch<NewsItem>(`/api/news/${encodeURIComponent(id)}`, { method: 'PATCH', body: values });
