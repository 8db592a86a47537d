import type { PublicUser } from './auth.ts';
import type { PublicCommunity } from './community/community.ts';
import type { PageAccess, PageModuleName } from './routes.ts';

/** The page an address opened, as the server matched it in the page table. */
export interface StatePage {
  /** Its component's module (`src/client/<module>.tsx`). */
  module: PageModuleName;
  /** Where the browser loads that module from: its chunk in the build. */
  url: string;
  /** The address's `:name` parts, decoded. */
  params: Record<string, string>;
  /** Who may open it (the browser's guard; the API refuses the data anyway). */
  access: PageAccess;
  /** The document title the server gave it. */
  title: string;
}

/** What the server hands the client with a rendered page (a JSON script element, not inline script). */
/** A page read the API refused: its status and message. */
export interface PageRefusal {
  status: number;
  message: string;
}

export interface PageState {
  /** The community's facts, with whether the site can send mail. */
  community: PublicCommunity;
  /** The signed-in user the server saw in the session cookie, or null. */
  user: PublicUser | null;
  /** API responses the page was rendered with, keyed by GET path. */
  data: Record<string, unknown>;
  /**
   * GET paths the page is about that found nothing (an unknown event or news item): the page shows
   * the 404 page, as the server's status says.
   */
  missing?: string[];
  /**
   * GET paths the server refused for what the address asked (a 400: a cursor or year that cannot be),
   * with the API's message: the page renders its error state at once and answers 400 as well.
   */
  refused?: Record<string, PageRefusal>;
  /** Today in the community's time zone, YYYY-MM-DD. */
  today: string;
  /** The page of the address, or null for the 404 page. */
  page: StatePage | null;
  /**
   * False for staff screens: the server sends only the shell and the browser renders them, since
   * their code is loaded on demand and has nothing for search engines or first paint.
   */
  hydrate: boolean;
}

export const PAGE_STATE_ELEMENT_ID = 'page-state';
