import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../shared/contract.ts';
import { HttpError } from '../http/errors.ts';
import { CROSS_SITE_MESSAGE, isCrossSiteWrite } from './cross-site.ts';
import { findSession, type SessionUser } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null. Resolved once, before any guard runs. */
    session: SessionUser | null;
  }
}

/**
 * The cookie copy of the token that the client keeps beside local storage: it lets the server
 * render a page signed in, since a page request carries cookies but never local storage.
 */
export const TOKEN_COOKIE = 'authToken_v2';
export const USER_COOKIE = 'authUser_v2';

/** The caller's token and where it came from: the Authorization header wins over the cookie. */
export function requestToken(request: FastifyRequest): { token: string; from: 'bearer' | 'cookie' } | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match ? { token: match[1]!, from: 'bearer' } : null;
  }
  const cookie = request.cookies?.[TOKEN_COOKIE];
  return cookie ? { token: cookie, from: 'cookie' } : null;
}

export default fp(
  async (app) => {
    const publicOrigin = new URL(app.config.publicUrl).origin;
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith(`${API_PREFIX}/`)) return;
      const credential = requestToken(request);
      request.session = (credential && (await findSession(app.db, credential.token))) ?? null;
      // The browser attaches the cookie to requests any site makes; a bearer token it never does.
      // So a write signed in by the cookie must come from this site (a second line of defence beside SameSite=Lax).
      if (request.session && credential?.from === 'cookie' && isCrossSiteWrite(request, publicOrigin)) {
        throw new HttpError(403, CROSS_SITE_MESSAGE);
      }
    });
  },
  { name: 'auth-session', dependencies: ['database'] },
);
