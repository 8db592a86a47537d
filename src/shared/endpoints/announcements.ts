import { endpoint } from '../contract.ts';

/** Announcements by email (docs/product/announcements.md): staff email a news item to the subscribers. */
export const ANNOUNCEMENTS = {
  /** 202 `{ queued }`; 409 when the item already was, or when it would reach no one (no mail, no subscribers). */
  announce: endpoint('POST', '/api/news/:id/announce', 'announcements.send'),
  /** Every announcement with its queued/sent/failed counts. */
  list: endpoint('GET', '/api/announcements', 'announcements.send'),
  /** `{ mailEnabled, confirmed }`: who an announce would reach now, asked before one is sent. */
  audience: endpoint('GET', '/api/announcements/audience', 'announcements.send'),
};
