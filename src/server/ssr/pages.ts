import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { matchPageRoute, type PageModuleName, type PageRoute } from '../../shared/routes.ts';
import { todayIn } from '../../shared/dates.ts';
import { AFTER_SIGN_IN, returnPathFromSearch } from '../../shared/return-path.ts';
import type { PageState } from '../../shared/page-state.ts';
import { TOKEN_COOKIE } from '../auth/plugin.ts';
import { findSession } from '../auth/sessions.ts';
import { toPublicUser } from '../users/queries.ts';
import { buildPageMeta } from './page-meta.ts';
import { prefetch } from './prefetch.ts';
import { pagePreloadLinks, readManifest } from './page-assets.ts';
import { headTags, loadTemplate } from './template.ts';
import { publicCommunity } from '../community/public.ts';

interface RenderModule {
  renderPage: (url: string, state: PageState) => string;
  pageFile: (page: PageModuleName) => string;
}

/** What a staff screen's HTML holds until the browser has loaded and rendered it. */
const CLIENT_RENDERED_SHELL = '<p class="p-8 text-center text-slate-600">Loading...</p>';

/**
 * Serves the built client: hashed assets with year-long caching, and every other GET path rendered
 * on the server with its data, then hydrated in the browser.
 */
export async function registerPages(app: FastifyInstance): Promise<void> {
  const clientDir = app.config.clientDir;
  if (!clientDir || !existsSync(path.join(clientDir, 'index.html'))) {
    app.log.warn('client build not found: serving the API only (run npm run build)');
    return;
  }
  const template = loadTemplate(clientDir);
  // Loaded at start-up rather than on the first visit, so no visitor waits for it.
  const { renderPage, pageFile }: RenderModule = await import('../../client/entry-server.tsx');
  // Each page's chunk is named in its <head>, so the browser fetches it alongside the entry. A
  // template without a build (the API tests' source index.html) has no manifest and no chunks.
  const manifestFile = path.join(clientDir, '.vite/manifest.json');
  const manifest = existsSync(manifestFile) ? readManifest(clientDir) : null;
  const preloads = new Map<string, string>();
  const preloadLinks = (route: PageRoute | null): string => {
    if (!manifest || !route) return '';
    let links = preloads.get(route.page);
    if (links === undefined) {
      links = pagePreloadLinks(manifest, pageFile(route.page as PageModuleName));
      preloads.set(route.page, links);
    }
    return links;
  };
  /** Where the browser loads a page's module: its chunk, or (no build: tests) its source. */
  const pageUrl = (route: PageRoute): string => {
    const source = pageFile(route.page as PageModuleName);
    const chunk = manifest?.[source]?.file;
    return chunk ? `/${chunk}` : `/${source}`;
  };

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // The .br and .gz the build wrote next to each asset (scripts/precompress.ts).
    preCompressed: true,
    allowedPath: (pathname) => pathname !== '/index.html' && !pathname.startsWith('/.vite/'),
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const match = matchPageRoute(pathname);
    const route = match?.route ?? null;
    const token = request.cookies[TOKEN_COOKIE];
    const session = token ? await findSession(app.db, token) : undefined;

    const redirect = accessRedirect(route, session?.user.role ?? null, request.url);
    if (redirect) return reply.redirect(redirect, 302);

    const community = await publicCommunity(app);
    const today = todayIn(community.timeZone);
    // Read as the visitor: a signed-in resident's /documents holds what they may see, and a
    // search counts against the visitor's own limit.
    const { data, missing, refused } = await prefetch(app, match, {
      today,
      search: new URLSearchParams(request.url.split('?')[1] ?? ''),
      token: session ? token : undefined,
      clientIp: request.ip,
    });
    // A page about a record that does not exist is the 404 page, with its status.
    const found = match !== null && missing.length === 0;
    const meta = buildPageMeta({
      match: found ? match : null,
      pathname,
      community,
      data,
      publicUrl: app.config.publicUrl,
      today,
    });
    const state: PageState = {
      community,
      user: session ? toPublicUser(session.user) : null,
      data,
      ...(missing.length > 0 ? { missing } : {}),
      ...(Object.keys(refused).length > 0 ? { refused } : {}),
      today,
      hydrate: !route || route.access === 'public',
      page:
        match && route
          ? {
              module: route.page as PageModuleName,
              url: pageUrl(route),
              params: match.params,
              access: route.access,
              title: meta.title,
            }
          : null,
    };
    const html = state.hydrate ? renderPage(request.url, state) : CLIENT_RENDERED_SHELL;
    return sendHtml(
      reply,
      !found ? 404 : Object.keys(refused).length > 0 ? 400 : 200,
      template.render({ head: headTags(meta) + preloadLinks(route), html, state }),
    );
  });
}

/**
 * Staff pages are not redirected here: the session may live only in local storage, which the
 * server cannot see, so the browser's guards decide (and the API refuses the data anyway).
 */
function accessRedirect(route: PageRoute | null, role: string | null, url: string): string | null {
  if (route?.path !== '/login' || !role) return null;
  const query = url.indexOf('?');
  return (query >= 0 && returnPathFromSearch(url.slice(query))) || AFTER_SIGN_IN;
}

function sendHtml(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Cookie')
    .send(body);
}
