import { beforeAll, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE } from '../../src/server/auth/cross-site.ts';
import { validLink } from '../support/collections.ts';
import { countRows, createUser, describeEachEngine, type TestUser } from '../support/test-app.ts';

const PUBLIC_URL = 'https://hoa.example.org';

describeEachEngine(
  'cross-site requests with the session cookie',
  (ctx) => {
    let admin: TestUser;
    beforeAll(async () => {
      admin = await createUser(ctx().app, 'ADMIN');
    });

    const linkCount = () => countRows(ctx().app, 'links');

    /** POST /api/links as the admin, authenticated by the cookie copy of the session. */
    const postByCookie = (headers: Record<string, string>) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/links',
        cookies: { authToken_v2: admin.token },
        headers: { host: 'hoa.example.org', ...headers },
        payload: validLink,
      });

    it.each([
      ['an Origin of another site', { origin: 'https://evil.example.com' }],
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      [
        'a same-site but other origin',
        { origin: 'https://shop.hoa.example.org', 'sec-fetch-site': 'same-site' },
      ],
      ['an opaque Origin (null)', { origin: 'null' }],
      ['another scheme of this host', { origin: 'http://hoa.example.org:8080' }],
    ])('refuses a write with %s (403) and changes nothing', async (_name, headers) => {
      const before = await linkCount();
      const res = await postByCookie(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: CROSS_SITE_MESSAGE });
      expect(await linkCount()).toBe(before);
    });

    it('refuses a cross-site logout, which would end the session', async () => {
      const user = await createUser(ctx().app, 'USER');
      const logout = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { authToken_v2: user.token },
        headers: { origin: 'https://evil.example.com' },
      });
      expect(logout.statusCode).toBe(403);
      const me = await ctx().app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
      expect(me.statusCode).toBe(200);
    });

    it.each([
      ['the Origin of PUBLIC_URL', { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' }],
      [
        'the Origin of the Host it was sent to',
        { origin: 'https://hoa.example.org', host: 'hoa.example.org' },
      ],
      [
        'the Origin of another address of this server',
        { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000', 'sec-fetch-site': 'same-origin' },
      ],
      ['no Origin and no Sec-Fetch-Site (a script or an older browser)', {}],
      ['Sec-Fetch-Site: none (typed by the user)', { 'sec-fetch-site': 'none' }],
    ])('accepts a cookie-authenticated write with %s', async (_name, headers) => {
      const res = await postByCookie(headers);
      expect(res.statusCode).toBe(201);
    });

    it('leaves bearer-token calls alone, whatever Origin they carry', async () => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/links',
        headers: { ...admin.headers, origin: 'https://evil.example.com', 'sec-fetch-site': 'cross-site' },
        payload: validLink,
      });
      expect(res.statusCode).toBe(201);
    });

    it('leaves requests without the session cookie alone (the public contact form)', async () => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { origin: 'https://evil.example.com', 'sec-fetch-site': 'cross-site' },
        payload: {
          name: 'Pat Resident',
          email: 'pat@example.org',
          subject: 'Hello',
          message: 'Sent from a form embedded on a neighbourhood blog.',
        },
      });
      expect(res.statusCode).toBe(201);
    });

    it('leaves reads alone', async () => {
      const res = await ctx().app.inject({
        method: 'GET',
        url: '/api/auth/me',
        cookies: { authToken_v2: admin.token },
        headers: { origin: 'https://evil.example.com', 'sec-fetch-site': 'cross-site' },
      });
      expect(res.statusCode).toBe(200);
    });
  },
  { publicUrl: PUBLIC_URL },
);
