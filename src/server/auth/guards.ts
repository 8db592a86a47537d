import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { isAdmin, isModerator } from '../../shared/roles.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Route guards. Every route that needs a signed-in caller names one of these as its preValidation
 * hook, so the caller is checked before the body: someone without the role gets 401/403 whatever
 * they send, and learns nothing about the schema. The session itself is resolved once per request
 * by the auth plugin.
 */
export const requireUser: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
  if (!request.session) throw new HttpError(401, 'Please sign in to continue');
};

function requireRole(check: (role: string) => boolean): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.session) throw new HttpError(401, 'Please sign in to continue');
    if (!check(request.session.user.role)) throw new HttpError(403, 'You do not have permission to do this');
  };
}

export const requireAdmin = requireRole(isAdmin);
/** Moderators and admins. */
export const requireModerator = requireRole(isModerator);
