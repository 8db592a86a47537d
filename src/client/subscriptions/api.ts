import type { subscriptionsContract } from '../../shared/contracts/subscriptions.ts';
import { SUBSCRIPTIONS } from '../../shared/endpoints/subscriptions.ts';
import { operations } from '../transport/operations.ts';

/** The announcement list (docs/product/announcements.md): the public side, then the admins' list. */
const api = operations<typeof subscriptionsContract>(SUBSCRIPTIONS);

/** Public: asks for a confirmation link; the answer's message is the same whoever asks. */
export const subscribe = (email: string) => api.subscribe.call({ body: { email } });

/** Public: uses the token of a mailed confirmation link. */
export const confirmSubscription = (token: string) => api.confirm.call({ body: { token } });

/** Public: what the one-click List-Unsubscribe does, for a person on the /unsubscribe page. */
export const unsubscribe = (token: string) => api.unsubscribe.call({ query: { token } });

/** Admins: every address, with `count` the ones an announcement reaches now. */
export const subscriberListPath = api.list.address();

/** Admins: the confirmed addresses as a CSV download (a plain link: the session cookie goes with it). */
export const SUBSCRIBERS_CSV: string = api.export.address();

/** Admins: takes an address off the list for good (kept as unsubscribed). */
export const removeSubscriber = (id: string) => api.remove.call({ params: { id } });
