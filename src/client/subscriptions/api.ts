import type { SubscriberList } from '../../shared/subscriptions.ts';
import { apiPath } from '../api/api-path.ts';
import { apiFetch } from '../api/client.ts';
import { deleteAt } from '../api/collection.ts';

/** The announcement list (docs/product/announcements.md): the public side, then the admins' list. */

/** Public: asks for a confirmation link; the answer's message is the same whoever asks. */
export const subscribe = (email: string) =>
  apiFetch<{ message: string }>('/api/subscriptions', { method: 'POST', body: { email } });

/** Public: uses the token of a mailed confirmation link. */
export const confirmSubscription = (token: string) =>
  apiFetch<void>('/api/subscriptions/confirm', { method: 'POST', body: { token } });

/** Public: what the one-click List-Unsubscribe does, for a person on the /unsubscribe page. */
export const unsubscribe = (token: string) =>
  apiFetch<void>(`/api/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' });

/** Admins: every address, with `count` the ones an announcement reaches now. */
export const subscriberListPath = apiPath<SubscriberList>('/api/subscribers');

/** Admins: the confirmed addresses as a CSV download (a plain link: the session cookie goes with it). */
export const SUBSCRIBERS_CSV = '/api/subscribers/export.csv';

/** Admins: takes an address off the list for good (kept as unsubscribed). */
export const removeSubscriber = (id: string) => deleteAt('/api/subscribers', id);
