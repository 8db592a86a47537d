import { addressOf, endpoint } from '../contract.ts';
import { collectionEndpoints } from './collection.ts';

/**
 * News: everyone reads (the list as `{ items, nextCursor }`, a page at a time: `?limit=&cursor=&year=`),
 * moderators and admins write.
 */
export const NEWS = {
  ...collectionEndpoints('/api/news', 'news.write', { list: 'items' }),
  one: endpoint('GET', '/api/news/:id', 'public', { cache: true }),
  /** The years that have news, for the by-year archive of /newsletter. */
  years: endpoint('GET', '/api/news/years', 'public', { cache: true }),
  /** `?day=`: the alerts the home page shows on that day (default today), newest first. */
  alerts: endpoint('GET', '/api/news/alerts', 'public', { cache: true }),
  /** The newest items as RSS 2.0. */
  feed: endpoint('GET', '/api/news.rss', 'public', { cache: true }),
};

/**
 * The news list's read for /newsletter?year=&cursor=: the page's own query passed on (the API checks
 * it), in a fixed order, so the server renders the page with the read the page then finds by the
 * same string. /newsletter with no query reads GET /api/news as the spec calls it.
 */
export function newsPageAddress(search: URLSearchParams): string {
  return addressOf(NEWS.list, {
    query: { year: search.get('year') ?? undefined, cursor: search.get('cursor') ?? undefined },
  });
}

/** The address of a /newsletter page: one year's news (or all), from a cursor (or the newest). */
export function newsletterAddress(page: { year?: string | null; cursor?: string | null } = {}): string {
  const query = new URLSearchParams();
  if (page.year) query.set('year', page.year);
  if (page.cursor) query.set('cursor', page.cursor);
  const search = query.toString();
  return search ? `/newsletter?${search}` : '/newsletter';
}

/** How many of the newest items the home page lists. */
export const LATEST_NEWS = 3;

/** The home page's latest news: the news list's first page, cut to 3 (the list's own `?limit=`). */
export const latestNewsAddress = addressOf(NEWS.list, { query: { limit: LATEST_NEWS } });

/** The home page's alert banner: the alerts current on the page's today (the community's). */
export const currentAlertsAddress = (today: string) => addressOf(NEWS.alerts, { query: { day: today } });
