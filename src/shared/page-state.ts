import type { PublicUser } from './auth.ts';
import type { Community } from './community.ts';

/** What the server hands the client with a rendered page (a JSON script element, not inline script). */
export interface PageState {
  community: Community;
  /** The signed-in user the server saw in the session cookie, or null. */
  user: PublicUser | null;
  /** API responses the page was rendered with, keyed by GET path. */
  data: Record<string, unknown>;
  /**
   * GET paths the page is about that found nothing (an unknown event or news item): the page shows
   * the 404 page, as the server's status says.
   */
  missing?: string[];
  /** Today in the community's time zone, YYYY-MM-DD. */
  today: string;
  /**
   * False for staff screens: the server sends only the shell and the browser renders them, since
   * their code is loaded on demand and has nothing for search engines or first paint.
   */
  hydrate: boolean;
}

export const PAGE_STATE_ELEMENT_ID = 'page-state';
