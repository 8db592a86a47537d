import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { isAdmin, isModerator } from '../../shared/roles.ts';
import { HttpError } from './errors.ts';

/** Who may call a route: anyone, any signed-in user, moderators and admins, or admins only. */
export type Access = 'public' | 'user' | 'moderator' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every /api route declares its access; registering one without it fails. */
    access?: Access;
  }
}

export const SIGN_IN_MESSAGE = 'Please sign in to continue';
export const NO_PERMISSION_MESSAGE = 'You do not have permission to do this';

function requireRole(check: (role: string) => boolean): preValidationAsyncHookHandler {
  return async (request: FastifyRequest) => {
    if (!request.session) throw new HttpError(401, SIGN_IN_MESSAGE);
    if (!check(request.session.user.role)) throw new HttpError(403, NO_PERMISSION_MESSAGE);
  };
}

const GUARDS: Record<Exclude<Access, 'public'>, preValidationAsyncHookHandler> = {
  user: requireRole(() => true),
  moderator: requireRole(isModerator),
  admin: requireRole(isAdmin),
};

/**
 * Makes access a declaration every route of this subtree must make (`config: { access }`), and
 * puts the matching guard first among the route's preValidation hooks, so the caller is checked
 * before the body: without the role it is 401/403 whatever it sends, and it learns nothing about
 * the schema. A route that declares nothing fails at start-up, so none can forget its guard. The
 * session itself is resolved once per request by the auth plugin.
 */
export function requireDeclaredAccess(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined || !(access === 'public' || access in GUARDS)) {
      throw new Error(
        `${String(route.method)} ${route.url} must declare config.access (public, user, moderator or admin)`,
      );
    }
    if (access === 'public') return;
    const own = route.preValidation;
    const hooks = own === undefined ? [] : Array.isArray(own) ? own : [own];
    route.preValidation = [GUARDS[access], ...hooks] as typeof route.preValidation;
  });
}
