import { tzOffset } from '@date-fns/tz';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { LightMyRequestResponse } from 'fastify';
import icoEndec from 'ico-endec';
import ical from 'node-ical';
import { parse, type HTMLElement } from 'node-html-parser';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../src/server/seed/demo.ts';
import { summarize } from '../../src/server/seo/summary.ts';
import type { Community } from '../../src/shared/community/community.ts';
import { defaultCommunity } from '../../src/shared/community/defaults.ts';
import { addDays, todayIn } from '../../src/shared/dates.ts';
import { PAGE_ROUTES } from '../../src/shared/routes.ts';
import { eventBodyOn, TZ } from '../support/event-fixtures.ts';
import { multipartFile } from '../support/multipart.ts';
import { createCallers, describeEachEngine } from '../support/test-app.ts';

const PUBLIC_URL = 'https://cedar-ridge.example.org';

type Callers = Awaited<ReturnType<typeof createCallers>>;

/** A page's head, read as a crawler or a chat app reads it. */
interface Head {
  title: string;
  meta: (key: string) => string | undefined;
  canonical: string | undefined;
  jsonLd: Record<string, unknown>[];
  root: HTMLElement;
}

function readHead(res: LightMyRequestResponse): Head {
  const root = parse(res.body);
  const head = root.querySelector('head')!;
  const meta = (key: string) =>
    head.querySelector(`meta[property="${key}"]`)?.getAttribute('content') ??
    head.querySelector(`meta[name="${key}"]`)?.getAttribute('content');
  return {
    title: head.querySelector('title')!.text,
    meta,
    canonical: head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    jsonLd: head
      .querySelectorAll('script[type="application/ld+json"]')
      .flatMap((script) => [JSON.parse(script.textContent)].flat()),
    root,
  };
}

/** The community's offset on a day, as ISO 8601 writes it (-07:00 in summer, -08:00 in winter). */
function offsetOn(day: string, time = '12:00'): string {
  const minutes = tzOffset(TZ, new Date(`${day}T${time}:00Z`));
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

const isAbsolute = (url: string | undefined) => !!url && url.startsWith(`${PUBLIC_URL}/`);

/** Every preview tag the issue lists, present and absolute. */
function expectFullPreview(head: Head, path: string) {
  for (const key of ['og:title', 'og:description', 'og:site_name', 'og:type', 'twitter:card']) {
    expect(head.meta(key), `${path} ${key}`).toBeTruthy();
  }
  expect(head.meta('og:url'), path).toBe(head.canonical);
  expect(isAbsolute(head.canonical), `${path} canonical ${head.canonical}`).toBe(true);
  expect(isAbsolute(head.meta('og:image')), `${path} og:image`).toBe(true);
  expect(head.meta('og:image:width'), path).toBe('1200');
  expect(head.meta('og:image:height'), path).toBe('630');
  expect(head.meta('twitter:card')).toBe('summary_large_image');
}

describeEachEngine(
  'link previews, structured data, robots, sitemap and the installable site',
  (ctx) => {
    let callers: Callers;
    let today: string;
    const get = (url: string) => ctx().app.inject({ method: 'GET', url });
    const saveSettings = async (changes: Partial<Community>) => {
      const res = await ctx().app.inject({
        method: 'PUT',
        url: '/api/community/settings',
        headers: callers.admin,
        payload: { ...defaultCommunity, ...changes },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const createEvent = async (body: Record<string, unknown>) => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/events',
        headers: callers.admin,
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { id: string; updatedAt: string };
    };

    beforeAll(async () => {
      const { app } = ctx();
      callers = await createCallers(app);
      today = todayIn(TZ);
      await seedDemoContent(app.db, TZ);
    });

    it('gives every public page its own full preview and a canonical address', async () => {
      const publicPaths = PAGE_ROUTES.filter(
        (route) => route.access === 'public' && !route.path.includes(':'),
      ).map((route) => route.path);
      const descriptions = new Map<string, string>();
      for (const path of publicPaths) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(200);
        const head = readHead(res);
        expectFullPreview(head, path);
        expect(head.meta('og:site_name')).toBe(defaultCommunity.name);
        // The canonical address is the page's own first spelling (aliases point to it).
        expect(head.canonical, path).toBe(`${PUBLIC_URL}${path === '/Newsletter' ? '/newsletter' : path}`);
        if (path !== '/Newsletter') descriptions.set(path, head.meta('og:description')!);
      }
      // Page-specific: no two pages share one sentence for the whole site.
      expect(new Set(descriptions.values()).size).toBe(descriptions.size);
      expect(descriptions.get('/events')).toMatch(/socials, board meetings/);
      expect(descriptions.get('/documents')).toMatch(/document library: governing documents/);
      expect(descriptions.get('/')).toMatch(/^Cedar Ridge Homeowners Association: news, events.*\.$/);
    });

    it('asks search engines not to index sign-in, reset, staff screens and the 404 page', async () => {
      for (const path of ['/login', '/reset-password', '/admin/dashboard', '/no/such/page']) {
        const head = readHead(await get(path));
        expect(head.meta('robots'), path).toBe('noindex');
      }
      expect(readHead(await get('/no/such/page')).canonical).toBeUndefined();
      expect(readHead(await get('/faq')).meta('robots')).toBeUndefined();
    });

    it('puts the association on the home page as an Organization with address and contact point', async () => {
      const [organization] = readHead(await get('/')).jsonLd;
      expect(organization).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: defaultCommunity.name,
        url: `${PUBLIC_URL}/`,
        address: { '@type': 'PostalAddress', streetAddress: defaultCommunity.address },
        contactPoint: {
          '@type': 'ContactPoint',
          telephone: defaultCommunity.managerPhone,
          email: defaultCommunity.managerEmail,
        },
      });
      expect(isAbsolute(organization!.logo as string)).toBe(true);
    });

    it("serves an event's own page with its preview and an Event in the community's offset", async () => {
      const day = addDays(today, 20);
      const event = await createEvent(
        eventBodyOn(day, {
          title: 'Pond Clean-up',
          description:
            'Bring gloves and boots: we clear the pond by the trail. Coffee is on the board. Children are welcome with an adult, and tools are provided for everyone who comes along to help out on the day. Please sign up in the group chat so we know how many to expect, and bring a water bottle.',
          location: 'Pond by the east trail',
        }),
      );
      const res = await get(`/events/${event.id}`);
      expect(res.statusCode).toBe(200);
      const head = readHead(res);
      expectFullPreview(head, '/events/:id');
      expect(head.title).toBe(`Pond Clean-up | ${defaultCommunity.name}`);
      expect(head.meta('og:title')).toBe('Pond Clean-up');
      expect(head.canonical).toBe(`${PUBLIC_URL}/events/${event.id}`);
      const description = head.meta('og:description')!;
      // The event's own words with its day, time and place, cut after a whole sentence.
      expect(description).toMatch(/^\w+day, \w+ \d+, \d{4} at 6:00 PM P[SD]T at Pond by the east trail\. /);
      expect(description).toContain('Bring gloves and boots: we clear the pond by the trail.');
      expect(description).not.toContain('water bottle');
      expect(description).toMatch(/\.$/);

      const events = head.jsonLd.filter((data) => data['@type'] === 'Event');
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Pond Clean-up',
        startDate: `${day}T18:00:00${offsetOn(day)}`,
        endDate: `${day}T20:00:00${offsetOn(day)}`,
        eventStatus: 'https://schema.org/EventScheduled',
        location: {
          '@type': 'Place',
          name: 'Pond by the east trail',
          address: { '@type': 'PostalAddress', streetAddress: defaultCommunity.address },
        },
        organizer: { '@type': 'Organization', name: defaultCommunity.name, url: `${PUBLIC_URL}/` },
        url: `${PUBLIC_URL}/events/${event.id}`,
      });
      // The page itself: the time in the community's zone, the place and the single-event file.
      expect(res.body).toContain('6:00 PM - 8:00 PM');
      expect(res.body).toContain(`href="/api/events/${event.id}.ics"`);
    });

    it('lists the next occurrences of a repeating event, each as an Event, and on its page', async () => {
      const day = addDays(today, 2);
      const event = await createEvent(
        eventBodyOn(day, { title: 'Weekly Yoga', repeat: 'weekly', repeatUntil: addDays(day, 70) }),
      );
      const res = await get(`/events/${event.id}`);
      const events = readHead(res).jsonLd.filter((data) => data['@type'] === 'Event');
      const days = [0, 7, 14, 21, 28].map((n) => addDays(day, n));
      expect(events.map((e) => e.startDate)).toEqual(days.map((d) => `${d}T18:00:00${offsetOn(d)}`));
      expect(res.body).toContain('Next dates');
    });

    it('marks a cancelled day of a repeating event as EventCancelled and the others as scheduled', async () => {
      const day = addDays(today, 3);
      const event = await createEvent(
        eventBodyOn(day, { title: 'Weekly Chess', repeat: 'weekly', repeatUntil: addDays(day, 70) }),
      );
      const cancelled = addDays(day, 7);
      const res = await ctx().app.inject({
        method: 'PUT',
        url: `/api/events/${event.id}/cancellations/${cancelled}`,
        headers: callers.admin,
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      const events = readHead(await get(`/events/${event.id}`)).jsonLd.filter(
        (data) => data['@type'] === 'Event',
      );
      const statusOn = (d: string) =>
        events.find((e) => e.startDate === `${d}T18:00:00${offsetOn(d)}`)?.eventStatus;
      expect(statusOn(cancelled)).toBe('https://schema.org/EventCancelled');
      expect(statusOn(day)).toBe('https://schema.org/EventScheduled');
      expect(statusOn(addDays(day, 14))).toBe('https://schema.org/EventScheduled');
    });

    it('describes the upcoming events on /events as Events', async () => {
      const head = readHead(await get('/events'));
      const names = head.jsonLd.filter((data) => data['@type'] === 'Event').map((data) => data.name);
      expect(names).toContain('Saturday Trail Walk');
      expect(names).toContain('HOA Board Meeting');
    });

    it('answers the 404 page with HTTP 404 for an unknown or malformed event or news id', async () => {
      for (const path of ['/events/no-such-event', '/events/a.b', '/events/a%2Fb', '/newsletter/nothing']) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body, path).toContain('Oops! Page not found');
        expect(readHead(res).title).toBe(`Page not found | ${defaultCommunity.name}`);
      }
    });

    it('escapes < in JSON-LD, which still parses, and the CSP still refuses inline script', async () => {
      const event = await createEvent(
        eventBodyOn(addDays(today, 9), { title: 'Quiz </script><script>alert(1)</script> night' }),
      );
      const res = await get(`/events/${event.id}`);
      const csp = res.headers['content-security-policy'] as string;
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
      expect(scriptSrc.trim()).toBe("script-src 'self'");
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(res.body).not.toContain('<script>alert(1)');
      const head = readHead(res);
      expect(head.jsonLd[0]!.name).toBe('Quiz </script><script>alert(1)</script> night');
      // Every script element is data (JSON) or loaded from the site: nothing inline can run.
      for (const script of head.root.querySelectorAll('script')) {
        const type = script.getAttribute('type');
        const isData = type === 'application/json' || type === 'application/ld+json';
        expect(isData || script.getAttribute('src') !== undefined, script.toString().slice(0, 80)).toBe(true);
      }
    });

    it('previews a news item on its own page with its own text and image', async () => {
      const { app } = ctx();
      const photo = await sharp({
        create: { width: 800, height: 500, channels: 3, background: { r: 200, g: 40, b: 40 } },
      })
        .jpeg()
        .toBuffer();
      const upload = multipartFile('image', 'photo.jpg', 'image/jpeg', photo);
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/uploads',
        payload: upload.payload,
        headers: { ...upload.headers, ...callers.admin },
      });
      expect(uploaded.statusCode).toBe(201);
      const image = uploaded.json().data.url as string;
      // News text is at most 200 characters, so it fits whole; events' longer texts are cut (above).
      const text =
        'The pool opens on Saturday. Lifeguards are on duty from noon to six, and residents may bring two guests each. Passes are at the clubhouse.';
      const created = await app.inject({
        method: 'POST',
        url: '/api/news',
        headers: callers.admin,
        payload: { title: 'Pool opening', description: text, image },
      });
      expect(created.statusCode, created.body).toBe(201);
      const item = created.json() as { id: string };

      const res = await get(`/newsletter/${item.id}`);
      expect(res.statusCode).toBe(200);
      const head = readHead(res);
      expectFullPreview(head, '/newsletter/:id');
      expect(head.meta('og:type')).toBe('article');
      expect(head.meta('og:title')).toBe('Pool opening');
      expect(head.meta('og:description')).toBe(text);
      expect(head.meta('og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/social/news/${item.id}\\.jpg\\?v=`));
      expect(head.jsonLd[0]).toMatchObject({ '@type': 'NewsArticle', headline: 'Pool opening' });

      const drawn = await get(new URL(head.meta('og:image')!).pathname);
      expect(drawn.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(drawn.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
      // The list links every item to its page.
      expect((await get('/newsletter')).body).toContain(`href="/newsletter/${item.id}"`);
    });

    it('draws the site preview image at the size its tags declare', async () => {
      const url = readHead(await get('/faq')).meta('og:image')!;
      const res = await get(new URL(url).pathname + new URL(url).search);
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    });

    it('serves robots.txt: public pages allowed, /admin and /api but the feeds disallowed, the sitemap named', async () => {
      const res = await get('/robots.txt');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      const lines = res.body.split('\n');
      for (const line of [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api/',
        'Allow: /api/news.rss',
        'Allow: /api/events.ics',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]) {
        expect(lines).toContain(line);
      }
    });

    it('serves a well-formed sitemap of every public page, event and news item, every URL answering 200', async () => {
      const { app } = ctx();
      const res = await get('/sitemap.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      expect(XMLValidator.validate(res.body)).toBe(true);
      const parsed = new XMLParser({ isArray: (name) => name === 'url' }).parse(res.body) as {
        urlset: { url: { loc: string; lastmod?: string }[] };
      };
      const urls = parsed.urlset.url;
      const locs = urls.map((u) => u.loc);
      expect(new Set(locs).size).toBe(locs.length);
      for (const loc of locs) {
        expect(isAbsolute(loc) || loc === `${PUBLIC_URL}/`, loc).toBe(true);
        const page = await get(new URL(loc).pathname);
        expect(page.statusCode, loc).toBe(200);
      }
      expect(locs).toContain(`${PUBLIC_URL}/newsletter`);
      expect(locs).not.toContain(`${PUBLIC_URL}/Newsletter`);
      expect(locs).not.toContain(`${PUBLIC_URL}/login`);
      expect(locs.some((loc) => loc.includes('/admin'))).toBe(false);

      // lastmod comes from the data: each record's own change, and the latest change a page shows.
      const events = await app.db.selectFrom('events').select(['id', 'updatedAt']).execute();
      const news = await app.db.selectFrom('news').select(['id', 'updatedAt']).execute();
      for (const row of events) {
        expect(urls.find((u) => u.loc === `${PUBLIC_URL}/events/${row.id}`)?.lastmod).toBe(row.updatedAt);
      }
      for (const row of news) {
        expect(urls.find((u) => u.loc === `${PUBLIC_URL}/newsletter/${row.id}`)?.lastmod).toBe(row.updatedAt);
      }
      const latestNews = news
        .map((row) => row.updatedAt)
        .sort()
        .at(-1)!;
      const newsPage = urls.find((u) => u.loc === `${PUBLIC_URL}/newsletter`)!;
      expect(newsPage.lastmod! >= latestNews).toBe(true);
    });

    it('serves the web app manifest and icons from the community settings', async () => {
      const res = await get('/manifest.webmanifest');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
      const manifest = res.json();
      expect(manifest).toMatchObject({
        name: defaultCommunity.name,
        short_name: defaultCommunity.shortName,
        theme_color: defaultCommunity.themeColor,
        start_url: '/',
        display: 'standalone',
      });
      expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512']);
      for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
        const png = await get(icon.src);
        expect(png.statusCode, icon.src).toBe(200);
        const meta = await sharp(png.rawPayload).metadata();
        expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
        expect(meta.format).toBe('png');
        expect(icon.type).toBe('image/png');
      }
      const head = readHead(await get('/'));
      const touch = head.root.querySelector('link[rel="apple-touch-icon"]')!.getAttribute('href')!;
      const touchMeta = await sharp((await get(touch)).rawPayload).metadata();
      expect([touchMeta.format, touchMeta.width, touchMeta.height]).toEqual(['png', 180, 180]);
      expect(head.root.querySelector('link[rel="manifest"]')!.getAttribute('href')).toBe(
        '/manifest.webmanifest',
      );
      expect(head.meta('theme-color')).toBe(defaultCommunity.themeColor);

      const favicon = await get('/favicon.ico');
      expect(favicon.statusCode).toBe(200);
      expect(favicon.headers['content-type']).toBe('image/x-icon');
      const icons = icoEndec.decode(favicon.rawPayload);
      expect(icons.map((icon) => [icon.width, icon.imageType])).toEqual([
        [16, 'png'],
        [32, 'png'],
        [48, 'png'],
      ]);
    });

    it('shows a settings change (name, images, icon, colour) in the tags and the manifest at once', async () => {
      const before = readHead(await get('/'));
      const manifestBefore = (await get('/manifest.webmanifest')).json();
      const oldIcon = await sharp((await get(manifestBefore.icons[0].src)).rawPayload).stats();
      await saveSettings({
        name: 'Maple Hollow HOA',
        shortName: 'Maple Hollow',
        themeColor: '#1e3a8a',
        heroImage: '/images/community-map.svg',
        icon: '/images/community-photo.svg',
      });
      try {
        const after = readHead(await get('/'));
        expect(after.meta('og:site_name')).toBe('Maple Hollow HOA');
        expect(after.meta('og:title')).toBe('Maple Hollow HOA');
        expect(after.title).toBe('Maple Hollow HOA');
        expect(after.meta('og:description')).toMatch(/^Maple Hollow HOA: /);
        expect(after.meta('og:image')).not.toBe(before.meta('og:image'));
        expect(after.meta('theme-color')).toBe('#1e3a8a');
        expect(after.jsonLd[0]).toMatchObject({ '@type': 'Organization', name: 'Maple Hollow HOA' });
        const faq = readHead(await get('/faq'));
        expect(faq.meta('og:site_name')).toBe('Maple Hollow HOA');

        const manifest = (await get('/manifest.webmanifest')).json();
        expect(manifest).toMatchObject({
          name: 'Maple Hollow HOA',
          short_name: 'Maple Hollow',
          theme_color: '#1e3a8a',
        });
        expect(manifest.icons[0].src).not.toBe(manifestBefore.icons[0].src);
        // The icon is now drawn from the new image (a photo, not the one-colour house).
        const newIcon = await sharp((await get(manifest.icons[0].src)).rawPayload).stats();
        expect(newIcon.channels[0]!.mean).not.toBeCloseTo(oldIcon.channels[0]!.mean, 0);
        // The sitemap's pages record the change.
        const sitemap = (await get('/sitemap.xml')).body;
        const saved = await ctx().app.community.savedAt();
        expect(sitemap).toContain(`<lastmod>${saved}</lastmod>`);
      } finally {
        await saveSettings({});
      }
    });

    it('writes the single-event calendar file with the calendar feed writer', async () => {
      const day = addDays(today, 4);
      const event = await createEvent(
        eventBodyOn(day, { title: 'Book Club', repeat: 'monthly', repeatUntil: addDays(day, 200) }),
      );
      const res = await get(`/api/events/${event.id}.ics`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="event.ics"');
      const parsed = Object.values(ical.sync.parseICS(res.body)).filter((c) => c?.type === 'VEVENT');
      expect(parsed).toHaveLength(1);
      const vevent = parsed[0] as ical.VEvent;
      expect(vevent.summary).toBe('Book Club');
      expect(vevent.rrule?.toString()).toMatch(/FREQ=MONTHLY/);
      // Content lines are folded at 75 octets (RFC 5545): unfolded, the event's own page.
      expect(res.body.replace(/\r\n /g, '')).toContain(`URL:${PUBLIC_URL}/events/${event.id}\r\n`);
      expect((await get('/api/events/nothing-here.ics')).statusCode).toBe(404);
      expect((await get('/api/events/a.b.ics')).statusCode).toBe(400);
    });
  },
  { withPages: true, publicUrl: PUBLIC_URL },
);

describe('descriptions cut at a sentence', () => {
  it('keeps whole sentences that fit and cuts an overlong first sentence at a word', () => {
    expect(summarize('Short. Text.')).toBe('Short. Text.');
    const long = `${'First sentence is here. '.repeat(20)}`;
    const cut = summarize(long, 60);
    expect(cut).toBe('First sentence is here. First sentence is here.');
    const word = summarize(`${'word '.repeat(100)}end.`, 50);
    expect(word.endsWith('…')).toBe(true);
    expect(word.length).toBeLessThanOrEqual(50);
    expect(word).not.toMatch(/wor…$/);
  });

  it('ends at a full stop even where the next sentence opens with a number', () => {
    const text = `Everything residents need to know, in one place. 262 homes share ${'a park and trails, '.repeat(12)}end.`;
    expect(summarize(text)).toBe('Everything residents need to know, in one place.');
  });
});
