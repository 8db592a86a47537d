import type { FastifyInstance } from 'fastify';
import { TOKEN_COOKIE } from '../auth/plugin.ts';
import type { PageRefusal } from '../../shared/page-state.ts';
import type { PageContext, PageMatch } from '../../shared/routes.ts';

export interface PageData {
  /** The GET answers the page reads, by path (only those that answered 200). */
  data: Record<string, unknown>;
  /** The page's record read (an event, a news item) when it found nothing: the page is a 404. */
  missing: string[];
  /** Other reads the API refused (400) for what the address asked: the page is a 400. */
  refused: Record<string, PageRefusal>;
}

/**
 * A page's GET reads (src/shared/routes.ts), made in-process as the visitor: with their session
 * when they are signed in (`token`, from the cookie the page request carried), so a read whose
 * answer depends on who asks (the library, an account) is the one the browser would get, and from
 * their address (`clientIp`), so the limits per address (document search) count a page's reads
 * for its visitor. A read that fails leaves the page to show its error state; the record a page is
 * about answering 404 (or 400, an id that cannot be) makes the page a 404, and another read answering
 * 400 (`?cursor=` or `?year=` that cannot be) a 400 rendered with the API's message.
 */
export async function prefetch(
  app: FastifyInstance,
  match: PageMatch | null,
  context: Omit<PageContext, 'params'> & { token?: string; clientIp?: string },
): Promise<PageData> {
  const route = match?.route;
  if (!route || !match) return { data: {}, missing: [], refused: {} };
  const paths = route.data?.({ ...context, params: match.params }) ?? [];
  const itemPath = route.item?.(match.params);
  const missing: string[] = [];
  const refused: Record<string, PageRefusal> = {};
  const entries = await Promise.all(
    paths.map(async (url) => {
      const response = await app.inject({
        method: 'GET',
        url,
        ...(context.token ? { cookies: { [TOKEN_COOKIE]: context.token } } : {}),
        ...(context.clientIp ? { remoteAddress: context.clientIp } : {}),
      });
      if (url === itemPath && (response.statusCode === 404 || response.statusCode === 400)) missing.push(url);
      else if (response.statusCode === 400) {
        refused[url] = { status: 400, message: messageOf(response.body) };
      }
      return response.statusCode === 200 ? ([url, response.json()] as const) : null;
    }),
  );
  return { data: Object.fromEntries(entries.filter((e) => e !== null)), missing, refused };
}

/** The API's `{ message }` of an error answer. */
function messageOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string')
      return parsed.message;
  } catch {
    // Not JSON: the generic text below.
  }
  return 'Bad request';
}
