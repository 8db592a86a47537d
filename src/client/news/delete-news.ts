import { apiFetch } from '../api/client.ts';

export const deleteNews = (id: string) =>
  apiFetch<void>(`/api/news/${encodeURIComponent(id)}`, { method: 'DELETE' });
