import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSourceFile } from '../../src/client/app/page-loaders.ts';
import { firstLoadFiles } from '../../src/server/ssr/page-assets.ts';
import { PAGE_ROUTES } from '../../src/shared/routes.ts';
import { CLIENT_DIR, ensureClientBuild, type Manifest } from '../support/client-build.ts';
import { addDays, todayIn } from '../../src/shared/dates.ts';
import { eventBodyOn, TZ } from '../support/event-fixtures.ts';
import { createCallers, createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The budget: JavaScript a public page loads before it is interactive, gzipped as browsers get it
 * (level 6, what servers and CDNs use by default), with room left for the features to come.
 */
const BUDGET_BYTES = 90 * 1024;

const gzippedSize = (file: string) =>
  gzipSync(readFileSync(path.join(CLIENT_DIR, file)), { level: 6 }).length;

const PUBLIC_PAGES = PAGE_ROUTES.filter((route) => route.access === 'public');

describe('first-load JavaScript of every public page (production build)', () => {
  let manifest: Manifest;
  beforeAll(() => {
    manifest = ensureClientBuild();
  }, 180_000);

  const pageFiles = (route: (typeof PUBLIC_PAGES)[number]) =>
    firstLoadFiles(manifest, pageSourceFile(route.page));

  it.each(PUBLIC_PAGES.map((route) => [route.path, route] as const))(
    '%s stays within 90 KB gzipped',
    (_path, route) => {
      const files = pageFiles(route);
      const sizes = files.map((file) => [file, gzippedSize(file)] as const);
      const total = sizes.reduce((sum, [, size]) => sum + size, 0);
      const breakdown = sizes.map(([file, size]) => `${file} ${(size / 1024).toFixed(1)} KB`).join(', ');
      expect(total, `${(total / 1024).toFixed(1)} KB: ${breakdown}`).toBeLessThanOrEqual(BUDGET_BYTES);
    },
  );

  it.each(PUBLIC_PAGES.map((route) => [route.path, route] as const))(
    '%s loads no zod, no form library and no staff screen before it is interactive',
    (_path, route) => {
      const staffChunks = new Set(
        PAGE_ROUTES.filter((r) => r.access !== 'public').map((r) => manifest[pageSourceFile(r.page)]!.file),
      );
      for (const file of pageFiles(route)) {
        const code = readFileSync(path.join(CLIENT_DIR, file), 'utf8');
        // Property names survive minification: zod's global config, react-hook-form's options.
        expect(code, `${file} holds zod`).not.toContain('jitless');
        expect(code, `${file} holds react-hook-form`).not.toContain('shouldUnregister');
        expect(staffChunks.has(file), `${file} is a staff screen`).toBe(false);
      }
    },
  );

  it("loads no page table and no other page: adding a page changes no other page's first load", () => {
    const entryFiles = firstLoadFiles(manifest, null);
    const entryCode = entryFiles.map((file) => readFileSync(path.join(CLIENT_DIR, file), 'utf8')).join('\n');
    // Every page's address and module is in the page table and the loaders; none may be in the
    // entry every page loads, or each new page would make every page heavier.
    for (const route of PAGE_ROUTES) {
      expect(entryCode, `the entry names ${route.path}`).not.toContain(`"${route.path}"`);
      expect(entryCode, `the entry names ${route.page}`).not.toContain(route.page);
    }
    // A public page loads its own chunk and what it imports, beside the entry: nothing of another page.
    const own = (route: (typeof PUBLIC_PAGES)[number]) =>
      new Set(firstLoadFiles(manifest, pageSourceFile(route.page)).filter((f) => !entryFiles.includes(f)));
    const pageChunks = new Map(PAGE_ROUTES.map((r) => [manifest[pageSourceFile(r.page)]!.file, r.page]));
    for (const route of PUBLIC_PAGES) {
      for (const file of own(route)) {
        const other = pageChunks.get(file);
        if (other) expect(other, `${route.path} loads ${file}`).toBe(route.page);
      }
    }
  });

  it('counts the page chunk and the entry, not chunks loaded later', () => {
    const faq = pageFiles(PUBLIC_PAGES.find((r) => r.path === '/faq')!);
    expect(faq).toContain(manifest['index.html']!.file);
    expect(faq).toContain(manifest['src/client/faqs/FaqPage.tsx']!.file);
    // The contact form's chunk and what it imports hold zod and react-hook-form, loaded when it is shown.
    const formKey = 'src/client/contact/ContactMessageForm.tsx';
    const home = pageFiles(PUBLIC_PAGES.find((r) => r.path === '/')!);
    expect(home).not.toContain(manifest[formKey]!.file);
    const formCode = firstLoadFiles(manifest, formKey)
      .filter((file) => !home.includes(file))
      .map((file) => readFileSync(path.join(CLIENT_DIR, file), 'utf8'))
      .join('\n');
    expect(formCode).toContain('jitless');
    expect(formCode).toContain('shouldUnregister');
  });

  describe('the server names every first-load file in the page', () => {
    let ctx: TestApp;
    // A page about one record (/events/:id, /newsletter/:id) is opened for a real one.
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      ctx = await createTestApp('sqlite', { clientDir: CLIENT_DIR });
      const { admin } = await createCallers(ctx.app);
      const post = async (url: string, payload: object) => {
        const res = await ctx.app.inject({ method: 'POST', url, headers: admin, payload });
        expect(res.statusCode, res.body).toBe(201);
        return res.json() as { id?: string; data?: { id: string } };
      };
      const event = await post('/api/events', eventBodyOn(addDays(todayIn(TZ), 1)));
      const news = await post('/api/news', {
        title: 'Pool opening',
        description: 'The pool opens on Saturday, with lifeguards on duty from noon to six.',
      });
      ids['/events/:id'] = `/events/${event.data?.id ?? event.id}`;
      ids['/newsletter/:id'] = `/newsletter/${news.id ?? news.data?.id}`;
    });
    afterAll(() => ctx?.close());

    it.each(PUBLIC_PAGES.map((route) => [route.path, route] as const))('%s', async (_path, route) => {
      const res = await ctx.app.inject({ method: 'GET', url: ids[route.path] ?? route.path });
      expect(res.statusCode).toBe(200);
      const named = new Set(
        [
          ...res.body.matchAll(
            /<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+)"/g,
          ),
        ].map((m) => m[1]),
      );
      for (const file of pageFiles(route)) expect(named, file).toContain(file);
    });
  });
});
