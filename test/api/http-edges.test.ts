import { beforeAll, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { defaultCommunity } from '../../src/shared/community/defaults.ts';
import { createCallers, createUser, describeEachEngine } from '../support/test-app.ts';

type Callers = Awaited<ReturnType<typeof createCallers>>;

/** The security headers of a JSON answer, errors and framework refusals included. */
function expectSecurityHeaders(res: LightMyRequestResponse) {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  // The headers that only govern a document are for pages (below), not for JSON.
  for (const documentOnly of ['permissions-policy', 'referrer-policy', 'cross-origin-opener-policy']) {
    expect(res.headers[documentOnly], documentOnly).toBeUndefined();
  }
}

/**
 * Those of anything a browser may open as a document (a page, a feed, a file): the CSP that lets
 * only the site's own scripts run, and a Permissions-Policy.
 */
function expectDocumentSecurityHeaders(res: LightMyRequestResponse) {
  expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/);
  expect(res.headers['permissions-policy']).toMatch(/geolocation=\(\)/);
  expect(res.headers['permissions-policy']).toMatch(/microphone=\(\)/);
}

function expectPageSecurityHeaders(res: LightMyRequestResponse) {
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expectDocumentSecurityHeaders(res);
}

describeEachEngine('HTTP edges of the API', (ctx) => {
  let callers: Callers;
  beforeAll(async () => {
    callers = await createCallers(ctx().app);
  });

  it('sends JSON a policy that allows nothing, nosniff and DENY, without the document-only headers', async () => {
    for (const url of ['/api/health', '/api/news', '/api/no-such-thing']) {
      const res = await ctx().app.inject({ method: 'GET', url });
      expectSecurityHeaders(res);
    }
  });

  it.each(['/api/%E0%A4%A', '/api/news/%zz', '/%', '/events%'])(
    'answers the malformed address %s with a JSON 400 through the error handler, headers included',
    async (url) => {
      const res = await ctx().app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: 'The address is not valid (malformed percent-encoding)' });
      expectSecurityHeaders(res);
    },
  );

  it('refuses an absurdly long address early with 414', async () => {
    for (const url of [`/${'/'.repeat(16_000)}`, `/api/news?${'a=1&'.repeat(2_000)}`]) {
      const res = await ctx().app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(414);
      expect(res.json()).toEqual({ message: 'The address is too long' });
      expectSecurityHeaders(res);
    }
  });

  it.each([
    ['/api/audit', '0x10'],
    ['/api/audit', '1e2'],
    ['/api/audit', ' 5'],
    ['/api/audit', '5.0'],
    ['/api/audit', '+5'],
    ['/api/contact/messages', '0x10'],
    ['/api/contact/messages', '0b11'],
    ['/api/contact/messages', '1e1'],
    ['/api/events', '0x10'],
  ])('reads %s?limit=%s as the invalid number it is (400), not as hex or exponent', async (path, limit) => {
    const res = await ctx().app.inject({
      method: 'GET',
      url: `${path}?limit=${encodeURIComponent(limit)}`,
      headers: callers.admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('limit');
  });

  it('still reads a plain whole-number limit', async () => {
    for (const path of ['/api/audit', '/api/contact/messages', '/api/events']) {
      const res = await ctx().app.inject({ method: 'GET', url: `${path}?limit=16`, headers: callers.admin });
      expect(res.statusCode, path).toBe(200);
    }
  });
});

describeEachEngine(
  'HTTP edges of the pages',
  (ctx) => {
    it('answers unknown /api/ paths with a JSON 404, not the HTML not-found page', async () => {
      for (const url of ['/api/no/such/thing', '/api/', '/api/newsx']) {
        const res = await ctx().app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/^application\/json/);
        expect(res.json().message, url).toMatch(/^No API route GET /);
      }
      const page = await ctx().app.inject({ method: 'GET', url: '/no/such/page' });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    });

    it('sends a page X-Frame-Options DENY (as frame-ancestors says) and a Permissions-Policy', async () => {
      for (const url of ['/', '/faq', '/no-such-page']) {
        const res = await ctx().app.inject({ method: 'GET', url });
        expectPageSecurityHeaders(res);
      }
      // A page's 304 and a page served from a copy too.
      const page = await ctx().app.inject({ method: 'GET', url: '/events' });
      expectPageSecurityHeaders(page);
      expectPageSecurityHeaders(await ctx().app.inject({ method: 'GET', url: '/events' }));
      const notModified = await ctx().app.inject({
        method: 'GET',
        url: '/events',
        headers: { 'if-none-match': String(page.headers.etag) },
      });
      expect(notModified.statusCode).toBe(304);
      expectDocumentSecurityHeaders(notModified);
    });

    it('sends feeds and files the headers of a document, not those of JSON', async () => {
      for (const [url, type] of [
        ['/api/news.rss', /^application\/rss\+xml/],
        ['/api/events.ics', /^text\/calendar/],
        ['/favicon.svg', /^image\/svg\+xml/],
        ['/robots.txt', /^text\/plain/],
      ] as const) {
        const res = await ctx().app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(type);
        expectDocumentSecurityHeaders(res);
      }
    });

    it("keeps a community name with $` and $' intact in the page head", async () => {
      const { app } = ctx();
      const admin = (await createCallers(app)).admin;
      const name = "Smith $` Hollow $' & $& Co $$";
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/community/settings',
        headers: admin,
        payload: { ...defaultCommunity, name },
      });
      expect(saved.statusCode).toBe(200);
      const page = await app.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(200);
      const escaped = 'Smith $` Hollow $&#39; &#38; $&#38; Co $$';
      expect(page.body).toContain(`<title>${escaped}</title>`);
      expect(page.body).toContain(`<meta name="description" content="${escaped}: news`);
      expect(page.body).toContain(`<meta property="og:site_name" content="${escaped}" />`);
      expect(page.body.match(/<head>/g)).toHaveLength(1);
      expect(page.body.match(/<title>/g)).toHaveLength(1);
      expectPageSecurityHeaders(page);
    });

    it.each([
      ['/login?next=%2Fadmin%2Fmessages%3Fview%3Darchived', '/admin/messages?view=archived'],
      ['/login?next=%2F%2Fevil.example', '/admin/dashboard'],
      ['/login?next=%2F%5Cevil.example', '/admin/dashboard'],
      ['/login?next=https%3A%2F%2Fevil.example', '/admin/dashboard'],
      ['/login', '/admin/dashboard'],
      // Outside Latin-1 a Location header cannot carry the character itself: it goes percent-encoded.
      ['/login?next=%2Fevents%3Fq%3D%E2%82%AC%F0%9F%8F%A1', '/events?q=%E2%82%AC%F0%9F%8F%A1'],
      ['/login?next=%2F%E6%97%A5%E6%9C%AC', '/%E6%97%A5%E6%9C%AC'],
      ['/login?next=%2Fnews%23%C5%81%C3%B3d%C5%BA', '/news#%C5%81%C3%B3d%C5%BA'],
    ])('sends a visitor signed in by cookie from %s on to %s', async (url, location) => {
      const { token } = await createUser(ctx().app, 'ADMIN');
      const res = await ctx().app.inject({ method: 'GET', url, cookies: { authToken_v2: token } });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(location);
    });

    it('finds a page whatever the trailing slashes, and refuses a path of 16,000 slashes with 414', async () => {
      const events = await ctx().app.inject({ method: 'GET', url: '/events///' });
      expect(events.statusCode).toBe(200);
      expect(events.body).toContain('<title>Events |');
      const absurd = await ctx().app.inject({ method: 'GET', url: `/events${'/'.repeat(16_000)}` });
      expect(absurd.statusCode).toBe(414);
    });
  },
  { withPages: true },
);
