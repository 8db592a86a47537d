import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { ARC_MESSAGES } from '../../shared/arc-requests/workflow.ts';
import { REPORT_MESSAGES } from '../../shared/reports/reports.ts';
import { ABILITIES, reaches, tierOf, type Ability, type Access, type Tier } from '../../shared/policies.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { UserRow } from '../users/table.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every /api route declares its access (from its contract); registering one without it fails. */
    access?: Access;
  }
}

export const SIGN_IN_MESSAGE = 'Please sign in to continue';
export const NO_PERMISSION_MESSAGE = 'You do not have permission to do this';

function guard(tier: Tier, refusal: string): preValidationAsyncHookHandler {
  return async (request: FastifyRequest) => {
    if (!request.session) throw new HttpError(401, SIGN_IN_MESSAGE);
    if (!reaches(request.session.user, tier)) throw new HttpError(403, refusal);
  };
}

/** What a signed-in caller without the ability is told, where there is more to say than "no". */
const REFUSALS: Partial<Record<Ability, string>> = {
  'arc.submit': ARC_MESSAGES.notResident,
  'reports.submit': REPORT_MESSAGES.notResident,
};

function isAccess(value: unknown): value is Access {
  return (
    value === 'public' || value === 'user' || (typeof value === 'string' && Object.hasOwn(ABILITIES, value))
  );
}

/**
 * Makes access a declaration every route of this subtree must make (`config: { access }`, which
 * `routeOf` copies from the contract), and puts the matching guard first among the route's
 * preValidation hooks, so the caller is checked before the body: without the right it is 401/403
 * whatever it sends, and it learns nothing about the schema. A route that declares nothing fails
 * at start-up, so none can forget its guard. The session itself is resolved once per request by
 * the auth plugin.
 */
export function requireDeclaredAccess(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!isAccess(access)) {
      throw new Error(
        `${String(route.method)} ${route.url} must declare config.access (public, user or an ability of shared/policies.ts)`,
      );
    }
    const tier = tierOf(access);
    if (tier === 'public') return;
    const refusal = (access in REFUSALS && REFUSALS[access as Ability]) || NO_PERMISSION_MESSAGE;
    const own = route.preValidation;
    const hooks = own === undefined ? [] : Array.isArray(own) ? own : [own];
    route.preValidation = [guard(tier, refusal), ...hooks] as typeof route.preValidation;
  });
}

/**
 * The signed-in caller of a route whose access requires one (the guard has already answered 401
 * otherwise): typed, so a handler never writes `request.session!`.
 */
export function callerOf(request: FastifyRequest): UserRow {
  const user = request.session?.user;
  if (!user) throw new HttpError(401, SIGN_IN_MESSAGE);
  return user;
}

/** The signed-in caller's session (the caller and the session's id), as `callerOf` checks it. */
export function sessionOf(request: FastifyRequest): SessionUser {
  const session = request.session;
  if (!session) throw new HttpError(401, SIGN_IN_MESSAGE);
  return session;
}
