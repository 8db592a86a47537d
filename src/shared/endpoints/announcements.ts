import { endpoint } from '../contract.ts';

/** Announcements by email (docs/product/announcements.md): staff email a news item to the subscribers. */
export const ANNOUNCEMENTS = {
  /** 202 `{ queued }`; 409 when the item already was. */
  announce: endpoint('POST', '/api/news/:id/announce', 'announcements.send'),
  /** Every announcement with its queued/sent/failed counts. */
  list: endpoint('GET', '/api/announcements', 'announcements.send'),
};
