import type { FastifyPluginAsync } from 'fastify';
import { zonedInstant } from '../../shared/events/times.ts';
import { newsContract } from '../../shared/contracts/news.ts';
import { NEWS } from '../../shared/endpoints/news.ts';
import { isAlert, type NewsItem } from '../../shared/news/news.ts';
import { routeOf } from '../http/contract-routes.ts';
import { xml } from '../http/xml.ts';
import { listNews } from './queries.ts';

/** How many of the newest items the feed carries. */
const FEED_ITEMS = 50;

/** An item's day as an RFC 822 date: the start of that day in the community's time zone. */
function pubDate(day: string, timeZone: string): string {
  return new Date(zonedInstant(day, '00:00', timeZone)).toUTCString();
}

function absolute(publicUrl: string, url: string): string {
  return url.startsWith('/') ? `${publicUrl}${url}` : url;
}

export function renderNewsFeed(
  items: NewsItem[],
  site: { name: string; publicUrl: string; timeZone: string },
): string {
  const page = `${site.publicUrl}/newsletter`;
  const entries = items.map((item) => {
    const link = item.link ?? `${page}/${encodeURIComponent(item.id)}`;
    const title = isAlert(item.type) ? `Safety Alert: ${item.title}` : item.title;
    const lines = [
      `<title>${xml(title)}</title>`,
      `<link>${xml(link)}</link>`,
      `<guid isPermaLink="false">${xml(item.id)}</guid>`,
      `<pubDate>${pubDate(item.date, site.timeZone)}</pubDate>`,
      `<description>${xml(item.description)}</description>`,
    ];
    if (item.type) lines.push(`<category>${xml(item.type)}</category>`);
    if (item.image)
      lines.push(`<media:content url="${xml(absolute(site.publicUrl, item.image))}" medium="image" />`);
    return `    <item>\n      ${lines.join('\n      ')}\n    </item>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    '  <channel>',
    `    <title>${xml(`${site.name}: Community News`)}</title>`,
    `    <link>${xml(page)}</link>`,
    `    <description>${xml(`News and safety alerts from ${site.name}.`)}</description>`,
    '    <language>en-us</language>',
    `    <atom:link href="${xml(`${site.publicUrl}${NEWS.feed.path}`)}" rel="self" type="application/rss+xml" />`,
    ...(items[0] ? [`    <lastBuildDate>${new Date(items[0].updatedAt).toUTCString()}</lastBuildDate>`] : []),
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** GET /api/news.rss: the newest news as RSS 2.0, with absolute links from PUBLIC_URL. */
const newsFeedRoutes: FastifyPluginAsync = async (app) => {
  app.route({
    ...routeOf(newsContract.feed),
    handler: async (_request, reply) => {
      const community = await app.community.read();
      const items = await listNews(app.db, FEED_ITEMS);
      const body = renderNewsFeed(items, {
        name: community.name,
        publicUrl: app.config.publicUrl,
        timeZone: community.timeZone,
      });
      return reply
        .header('Content-Type', 'application/rss+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=300')
        .send(body);
    },
  });
};

export default newsFeedRoutes;
