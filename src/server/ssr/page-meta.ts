import type { Community } from '../../shared/community/community.ts';
import type { EventsResponse, EventWithOccurrences } from '../../shared/events/events.ts';
import { clockWithSecondsIn, occurrenceInstants } from '../../shared/events/times.ts';
import { upcomingEventsPath } from '../../shared/events/paths.ts';
import type { NewsItem } from '../../shared/news/news.ts';
import { occurrencesOf } from '../../shared/events/recurrence.ts';
import { notFoundTitle } from '../../shared/page-titles.ts';
import { canonicalPath, pageTitle, type PageMatch } from '../../shared/routes.ts';
import {
  ICON_PATHS,
  iconUrl,
  newsPreviewImage,
  sitePreviewImage,
  type PreviewImage,
} from '../seo/preview-images.ts';
import { eventLd, newsArticleLd, organizationLd, type JsonLd } from '../seo/structured-data.ts';
import { summarize } from '../seo/summary.ts';
import { pageDescription } from '../../shared/page-descriptions.ts';

/**
 * What a page's head says about it (title, description, canonical address, link preview, icons,
 * structured data), built from the community's facts as they are now and the data the page is
 * rendered with: the one place every page's head tags come from.
 */
export interface PageMeta {
  /** The document title: the page's, then the community's name. */
  title: string;
  /** The page's own title for link previews (og:title), where og:site_name names the community. */
  previewTitle: string;
  description: string;
  /** The canonical absolute address; null for the 404 page, which has none. */
  url: string | null;
  /** False asks search engines not to index the page (sign-in, reset, staff screens, 404). */
  indexed: boolean;
  type: 'website' | 'article';
  siteName: string;
  image: PreviewImage;
  themeColor: string;
  icons: { favicon: string; appleTouch: string; svg: string | null };
  feeds: { title: string; type: string; href: string }[];
  jsonLd: JsonLd[];
  /** A news item's day (article:published_time). */
  published?: string;
}

/** How many Events the /events page describes: its Upcoming Events, occurrence by occurrence. */
const EVENTS_PAGE_LD = 20;
/** How many coming occurrences of a repeating event its page describes. */
const NEXT_OCCURRENCES = 5;

export interface PageMetaInput {
  /** The page, or null for the 404 page. */
  match: PageMatch | null;
  pathname: string;
  community: Community;
  data: Record<string, unknown>;
  publicUrl: string;
  today: string;
}

export function buildPageMeta(input: PageMetaInput): PageMeta {
  const { match, pathname, community, data, publicUrl, today } = input;
  const route = match?.route ?? null;
  const siteImage = sitePreviewImage(community, publicUrl);
  const logo = iconUrl(community, ICON_PATHS.app(512), publicUrl);
  const meta: PageMeta = {
    title: match ? pageTitle(pathname, community.name) : notFoundTitle(community.name),
    previewTitle: !route ? 'Page not found' : route.path === '/' ? community.name : route.title,
    description: summarize(
      (route && pageDescription(route.path, community)) ??
        `${community.name}: news, events and information for residents.`,
    ),
    url: match ? `${publicUrl}${canonicalPath(match)}` : null,
    indexed: route?.access === 'public' && route.indexed !== false,
    type: 'website',
    siteName: community.name,
    image: siteImage,
    themeColor: community.themeColor,
    icons: {
      favicon: iconUrl(community, ICON_PATHS.favicon),
      appleTouch: iconUrl(community, ICON_PATHS.appleTouch),
      svg: community.icon.toLowerCase().endsWith('.svg') ? community.icon : null,
    },
    feeds: (route?.feeds ?? []).map((feed) => ({ ...feed, href: `${publicUrl}${feed.href}` })),
    jsonLd: [],
  };
  if (!match || !route) return meta;

  const item = route.item ? data[route.item(match.params)] : undefined;
  if (route.path === '/') {
    meta.jsonLd.push(organizationLd(community, publicUrl, logo));
  } else if (route.path === '/events') {
    const upcoming = (data[upcomingEventsPath(today)] as EventsResponse | undefined)?.data ?? [];
    meta.jsonLd.push(...eventsPageLd(upcoming, { community, publicUrl, image: siteImage }));
  } else if (route.path === '/events/:id' && item) {
    const event = (item as { data: EventWithOccurrences }).data;
    const coming = occurrencesOf(event, { from: today }).slice(0, NEXT_OCCURRENCES);
    const shown = coming[0] ?? event.occurrences.at(-1) ?? event.date;
    meta.title = pageTitle(pathname, community.name, event.title);
    meta.previewTitle = event.title;
    meta.description = summarize(
      `${whenText(event, shown, community.timeZone)} at ${event.location}. ${event.description}`,
    );
    meta.jsonLd.push(
      ...eventLd(event, coming.length > 0 ? coming : [shown], { community, publicUrl, image: siteImage }),
    );
  } else if (route.path === '/newsletter/:id' && item) {
    const news = item as NewsItem;
    meta.title = pageTitle(pathname, community.name, news.title);
    meta.previewTitle = news.title;
    meta.description = summarize(news.description);
    meta.type = 'article';
    meta.published = news.date;
    meta.image = newsPreviewImage(news, community, publicUrl);
    meta.jsonLd.push(newsArticleLd(news, { community, publicUrl, image: meta.image, logo }));
  }
  return meta;
}

/** Each coming occurrence of the Upcoming Events, soonest first. */
function eventsPageLd(events: EventWithOccurrences[], context: Parameters<typeof eventLd>[2]): JsonLd[] {
  // Ordered by day and wall-clock start (an event's clock is the same on every day it repeats), so
  // only the occurrences shown are timed in the zone: a weekly event has hundreds in the window.
  const { timeZone } = context.community;
  const occurrences = events
    .flatMap((event) => {
      const clock = clockWithSecondsIn(event.startTime, timeZone);
      return event.occurrences.map((day) => ({ event, day, key: `${day}T${clock}` }));
    })
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, EVENTS_PAGE_LD);
  return occurrences.flatMap(({ event, day }) => eventLd(event, [day], context));
}

/** "Saturday, November 28, 2026 at 9:00 AM PST": the day and start of an occurrence, in the community's zone. */
function whenText(event: EventWithOccurrences, day: string, timeZone: string): string {
  const { start } = occurrenceInstants(event, day, timeZone);
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(start);
}
