import type { FastifyRequest } from 'fastify';

export const CROSS_SITE_MESSAGE =
  'This request came from another website, so it was refused. Open this site and try again there.';

/** Methods that change nothing; every other one is a write. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when a write says it was sent by another site: the browser's Sec-Fetch-Site says so, or its
 * Origin is neither the site's public address nor the host the request was sent to (an opaque
 * `null` origin included). Browsers send Origin on every cross-origin write, so a page elsewhere
 * cannot ride on the session cookie. Requests without either header (scripts, older browsers) pass:
 * they cannot have been made by another site's page in a current browser.
 */
export function isCrossSiteWrite(request: FastifyRequest, publicOrigin: string): boolean {
  if (READ_METHODS.has(request.method)) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined || origin === publicOrigin) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}
