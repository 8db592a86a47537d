import type { FastifyInstance } from 'fastify';
import { TOKEN_COOKIE } from '../auth/plugin.ts';
import type { PageContext, PageMatch } from '../../shared/routes.ts';

export interface PageData {
  /** The GET answers the page reads, by path (only those that answered 200). */
  data: Record<string, unknown>;
  /** The page's record read (an event, a news item) when it found nothing: the page is a 404. */
  missing: string[];
}

/**
 * A page's GET reads (src/shared/routes.ts), made in-process as the visitor: with their session
 * when they are signed in (`token`, from the cookie the page request carried), so a read whose
 * answer depends on who asks (the library, an account) is the one the browser would get, and from
 * their address (`clientIp`), so the limits per address (document search) count a page's reads
 * for its visitor. A read that fails leaves the page to show its error state; the record a page is
 * about answering 404 (or 400, an id that cannot be) makes the page a 404.
 */
export async function prefetch(
  app: FastifyInstance,
  match: PageMatch | null,
  context: Omit<PageContext, 'params'> & { token?: string; clientIp?: string },
): Promise<PageData> {
  const route = match?.route;
  if (!route || !match) return { data: {}, missing: [] };
  const paths = route.data?.({ ...context, params: match.params }) ?? [];
  const itemPath = route.item?.(match.params);
  const missing: string[] = [];
  const entries = await Promise.all(
    paths.map(async (url) => {
      const response = await app.inject({
        method: 'GET',
        url,
        ...(context.token ? { cookies: { [TOKEN_COOKIE]: context.token } } : {}),
        ...(context.clientIp ? { remoteAddress: context.clientIp } : {}),
      });
      if (url === itemPath && (response.statusCode === 404 || response.statusCode === 400)) missing.push(url);
      return response.statusCode === 200 ? ([url, response.json()] as const) : null;
    }),
  );
  return { data: Object.fromEntries(entries.filter((e) => e !== null)), missing };
}
