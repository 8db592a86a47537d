import type { announcementsContract } from '../../shared/contracts/announcements.ts';
import { ANNOUNCEMENTS } from '../../shared/endpoints/announcements.ts';
import { operations } from '../transport/operations.ts';

const api = operations<typeof announcementsContract>(ANNOUNCEMENTS);

/** Every announcement with its queued/sent/failed counts (moderators and admins). */
export const announcementListPath = api.list.address();

/** Who an announce would reach now (`{ mailEnabled, confirmed }`), read before one is offered. */
export const announcementAudiencePath = api.audience.address();

/** Emails an existing news item to the subscribers: 202 `{ queued }`, 409 when it already was. */
export const announceNews = (newsId: string) => api.announce.call({ params: { id: newsId } });
