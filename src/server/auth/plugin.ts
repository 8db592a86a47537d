import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { findSession, type SessionUser } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null. Resolved once, before any guard runs. */
    session: SessionUser | null;
  }
}

/** The cookie copy of the token that the client keeps beside local storage (spec section 9). */
export const TOKEN_COOKIE = 'authToken_v2';
export const USER_COOKIE = 'authUser_v2';

export function requestToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match ? match[1]! : null;
  }
  return request.cookies?.[TOKEN_COOKIE] || null;
}

export default fp(
  async (app) => {
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const token = requestToken(request);
      request.session = token ? await findSession(app.db, token) : null;
    });
  },
  { name: 'auth-session', dependencies: ['database'] },
);
