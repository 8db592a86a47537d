import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { LibraryDocument } from '../../src/shared/documents/documents.ts';
import { multipartForm } from '../support/multipart.ts';
import { textPdf } from '../support/pdf-fixtures.ts';
import { createUser, describeEachEngine } from '../support/test-app.ts';

describeEachEngine(
  'document search',
  (ctx) => {
    let app: FastifyInstance;
    let admin: Record<string, string>;

    const upload = async (title: string, pdf: Buffer) => {
      const body = multipartForm({ title, visibility: 'public' }, [
        { field: 'file', name: 'f.pdf', type: 'application/pdf', data: pdf },
      ]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: { ...admin, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<LibraryDocument>();
    };
    const search = (q: string, from = '198.51.100.1') =>
      app.inject({ method: 'GET', url: `/api/documents?q=${encodeURIComponent(q)}`, remoteAddress: from });
    let nextAddress = 2;
    const found = async (q: string) => {
      // An address of its own for each, so these searches never meet the limit.
      const res = await search(q, `198.51.100.${(nextAddress += 1)}`);
      expect(res.statusCode).toBe(200);
      return res.json<{ items: LibraryDocument[] }>().items;
    };

    beforeAll(async () => {
      app = ctx().app;
      admin = (await createUser(app, 'ADMIN')).headers;
      // Forty pages of minutes; the word on the last page is far into the text.
      const pages = Array.from({ length: 40 }, (_, n) => [
        `Page ${n + 1} of the minutes. The board met and talked about the budget for the year.`,
      ]);
      pages[39] = ['The Ärger over the gazebo was settled: it stays where it is, painted green.'];
      await upload('Minutes 2026', await textPdf(...pages));
      await upload('Gazebo permit', await textPdf(['Permit granted for the playground shade.']));
    });

    it('cuts the snippet from around the match, however far into the text it is', async () => {
      const [minutes] = await found('gazebo settled');
      expect(minutes!.title).toBe('Minutes 2026');
      expect(minutes!.snippet).toMatch(
        /^….*The Ärger over the gazebo was settled: it stays where it is, painted green\.$/,
      );
      // Upper-case letters beyond ASCII match too.
      expect((await found('ärger')).map((d) => d.title)).toEqual(['Minutes 2026']);
      // A word in the title only: found, without a snippet; with a word of the text, the snippet is the text's.
      const byTitle = await found('permit');
      expect(byTitle.map((d) => [d.title, d.snippet])).toEqual([
        ['Gazebo permit', 'Permit granted for the playground shade.'],
      ]);
      expect((await found('minutes'))[0]!.snippet).toMatch(/^Page 1 of the minutes\./);
      expect((await found('2026')).map((d) => [d.title, d.snippet])).toEqual([['Minutes 2026', null]]);
      expect((await found('gazebo playground')).map((d) => d.title)).toEqual(['Gazebo permit']);
    });

    it('allows SEARCH_RATE_LIMIT searches a minute per address, then answers 429 with Retry-After; lists are not counted', async () => {
      for (let n = 0; n < 3; n += 1) expect((await search('budget', '203.0.113.9')).statusCode).toBe(200);
      const limited = await search('budget', '203.0.113.9');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().message).toMatch(/^Too many requests\. Please try again in /);
      const list = await app.inject({ method: 'GET', url: '/api/documents', remoteAddress: '203.0.113.9' });
      expect(list.statusCode).toBe(200);
      expect((await search('budget', '203.0.113.10')).statusCode).toBe(200);
    });

    it('counts a search made by the /documents page for the visitor who asked for it, not for the server', async () => {
      const page = (from: string) =>
        app.inject({ method: 'GET', url: '/documents?q=gazebo', remoteAddress: from });
      for (let n = 0; n < 3; n += 1) expect((await page('203.0.113.20')).body).toContain('Gazebo permit');
      // That visitor's budget is spent: the page still answers, without the search's results.
      const spent = await page('203.0.113.20');
      expect(spent.statusCode).toBe(200);
      expect(spent.body).not.toContain('Gazebo permit');
      expect((await search('gazebo', '203.0.113.20')).statusCode).toBe(429);
      // Everyone else's searches, through the page or the API, are theirs.
      expect((await page('203.0.113.21')).body).toContain('Gazebo permit');
      expect((await search('gazebo', '203.0.113.22')).statusCode).toBe(200);
    });
  },
  { searchRateLimit: 3, withPages: true, responseCacheMs: 0 },
);
