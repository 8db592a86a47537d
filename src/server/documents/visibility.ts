import type { FastifyRequest } from 'fastify';
import type { DocumentVisibility } from '../../shared/documents.ts';
import { isModerator, residentStatusOf } from '../../shared/roles.ts';

/**
 * What the caller may see: everyone public documents; approved residents (staff count as
 * approved) also residents-only ones; MODERATOR and ADMIN everything.
 */
export function visibleTo(request: FastifyRequest): DocumentVisibility[] {
  const user = request.session?.user;
  if (!user) return ['public'];
  if (isModerator(user.role)) return ['public', 'residents', 'staff'];
  if (residentStatusOf(user.role, user.residentStatus) === 'approved') return ['public', 'residents'];
  return ['public'];
}
