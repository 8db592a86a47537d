import type { AnswerOf } from '../../shared/contract.ts';
import type { subscriptionsContract } from '../../shared/contracts/subscriptions.ts';
import type { Subscriber } from '../../shared/subscriptions.ts';
import type { ApiList } from '../transport/collection.ts';
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

/** Admins: the addresses a page at a time, newest first, with `count` the ones an announcement reaches now. */
export const subscriberList: ApiList<Subscriber, AnswerOf<typeof subscriptionsContract.list>> = {
  path: api.list.address(),
  items: (answer) => answer.items,
};

/** Admins: the confirmed addresses as a CSV download (a plain link: the session cookie goes with it). */
export const SUBSCRIBERS_CSV: string = api.export.address();

/** Admins: takes an address off the list for good (kept as unsubscribed). */
export const removeSubscriber = (id: string) => api.remove.call({ params: { id } });
