import type { AnnouncementList } from '../../shared/announcements.ts';
import { apiPath } from '../api/api-path.ts';
import { apiFetch } from '../api/client.ts';

/** Every announcement with its queued/sent/failed counts (moderators and admins). */
export const announcementListPath = apiPath<AnnouncementList>('/api/announcements');

/** Emails an existing news item to the subscribers: 202 `{ queued }`, 409 when it already was. */
export const announceNews = (newsId: string) =>
  apiFetch<{ queued: number }>(`/api/news/${encodeURIComponent(newsId)}/announce`, { method: 'POST' });
