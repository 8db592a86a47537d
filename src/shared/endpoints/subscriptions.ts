import { endpoint } from '../contract.ts';

/**
 * The announcement list (docs/product/announcements.md): anyone subscribes (double opt-in), confirms, and unsubscribes
 * in one click (RFC 8058: mail programs POST to the link); admins see, export and remove addresses.
 */
export const SUBSCRIPTIONS = {
  /** 202 with the same message whoever asks: the form tells no one who is on the list. */
  subscribe: endpoint('POST', '/api/subscriptions', 'public'),
  confirm: endpoint('POST', '/api/subscriptions/confirm', 'public'),
  /** `?token=`: the body (a form a mail program sends) is read only to be accepted. */
  unsubscribe: endpoint('POST', '/api/subscriptions/unsubscribe', 'public'),
  /** Every address, with `count` the ones an announcement reaches now. */
  list: endpoint('GET', '/api/subscribers', 'subscribers.manage'),
  /** The confirmed addresses as a CSV download (a plain link: the session cookie goes with it). */
  export: endpoint('GET', '/api/subscribers/export.csv', 'subscribers.manage'),
  /** Takes an address off the list for good (kept as unsubscribed). */
  remove: endpoint('DELETE', '/api/subscribers/:id', 'subscribers.manage'),
};
