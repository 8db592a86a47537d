import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../shared/contract.ts';
import { todayIn } from '../../shared/dates.ts';
import { EVENTS } from '../../shared/endpoints/events.ts';
import { NEWS } from '../../shared/endpoints/news.ts';
import { PAGE_ROUTES, type PageRoute } from '../../shared/routes.ts';
import { allEvents } from '../events/queries.ts';
import { xml } from '../http/xml.ts';
import { listNews } from '../news/queries.ts';
import { prefetch } from '../ssr/prefetch.ts';

/**
 * What search engines read about the site: robots.txt and the sitemap. Addresses are absolute,
 * from PUBLIC_URL.
 */

/** The feeds stay open to crawlers and feed readers; the rest of /api is not for them. */
const OPEN_API_PATHS = [NEWS.feed.path, EVENTS.calendar.path];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /dashboard',
    `Disallow: ${API_PREFIX}/`,
    ...OPEN_API_PATHS.map((path) => `Allow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The public pages a sitemap lists: indexed, without parameters, and each once (an alias that
 * differs only in case, such as /Newsletter, is left to its first spelling).
 */
export function sitemapPages(): PageRoute[] {
  return PAGE_ROUTES.filter(
    (route, index) =>
      route.access === 'public' &&
      route.indexed !== false &&
      !route.path.includes(':') &&
      PAGE_ROUTES.findIndex((r) => r.path.toLowerCase() === route.path.toLowerCase()) === index,
  );
}

/** The latest `updatedAt` anywhere in an API answer (a page's data), or null. */
function latestUpdate(value: unknown): string | null {
  let latest: string | null = null;
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (key === 'updatedAt' && typeof child === 'string')
          latest = !latest || child > latest ? child : latest;
        else visit(child);
      }
    }
  };
  visit(value);
  return latest;
}

const later = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));

interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

/**
 * Every public page, with its last change: the latest change among the data it shows (read as the
 * page reads it) and the community settings every page shows; then every event's and news item's
 * own page, with the record's last change.
 */
export async function sitemapEntries(app: FastifyInstance): Promise<SitemapEntry[]> {
  const community = await app.community.read();
  const today = todayIn(community.timeZone);
  const settingsSaved = await app.community.savedAt();
  const pages = await Promise.all(
    sitemapPages().map(async (route) => {
      const { data } = await prefetch(
        app,
        { route, params: {} },
        {
          today,
          search: new URLSearchParams(),
        },
      );
      return { path: route.path, lastmod: later(latestUpdate(data), settingsSaved) };
    }),
  );
  const [events, news] = await Promise.all([allEvents(app.db), listNews(app.db)]);
  return [
    ...pages,
    ...events.map((event) => ({ path: `/events/${encodeURIComponent(event.id)}`, lastmod: event.updatedAt })),
    ...news.map((item) => ({ path: `/newsletter/${encodeURIComponent(item.id)}`, lastmod: item.updatedAt })),
  ];
}

export function sitemapXml(entries: SitemapEntry[], publicUrl: string): string {
  const urls = entries.map((entry) =>
    [
      '  <url>',
      `    <loc>${xml(`${publicUrl}${entry.path}`)}</loc>`,
      ...(entry.lastmod ? [`    <lastmod>${xml(entry.lastmod)}</lastmod>`] : []),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
