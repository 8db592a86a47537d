import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_RESET_SENT, RESIDENT_CONFLICTS, type ResidentDecision } from '../../shared/account.ts';
import { HOME_MESSAGES } from '../../shared/homes/homes.ts';
import type { StaffUser } from '../../shared/users.ts';
import type { PublicUser } from '../../shared/auth.ts';
import { RESET_LINK_MINUTES } from '../../shared/password-reset.ts';
import { reaches } from '../../shared/policies.ts';
import type { Role } from '../../shared/roles.ts';
import { recordAudit } from '../audit/record.ts';
import { createAccountToken } from '../auth/account-tokens.ts';
import { resetLink, sendResetMail } from '../auth/reset-mail.ts';
import { callerOf } from '../http/access.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { sendAccountMail } from '../mail/send.ts';
import { syncNewsReader } from '../subscriptions/queries.ts';
import { mailEnabled } from '../community/public.ts';
import { findHome } from '../homes/queries.ts';
import {
  changeUserRole,
  deleteUser,
  findUserById,
  staffUserOf,
  toPublicUser,
  updateUser,
} from './queries.ts';
import type { UserRow } from './table.ts';

/**
 * What an admin does to an account on the users screen (docs/product/accounts.md), each whole and audited: a
 * role, a deletion, a resident request decided (and the person told), a reset link for a
 * locked-out person. Each takes the request it serves (its caller, the audit entry's author).
 */

export const USER_CONFLICTS = {
  demoteSelf: 'You cannot change your own role. Ask another admin to do it.',
  deleteSelf: 'You cannot delete your own account. Ask another admin to do it.',
  lastAdminDemote: 'This is the last admin account: make another user an admin before changing this role.',
  lastAdminDelete: 'This is the last admin account: make another user an admin before deleting it.',
} as const;

/** A new role; never the caller's own (but to admin), never the last admin's. */
export async function changeRole(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  role: Role,
): Promise<PublicUser> {
  const self = callerOf(request);
  if (id === self.id && role !== 'ADMIN') throw new HttpError(409, USER_CONFLICTS.demoteSelf);
  const result = await changeUserRole(app.db, app.config.database.kind, id, role);
  if (result.outcome === 'not-found') throw notFound('User');
  if (result.outcome === 'last-admin') throw new HttpError(409, USER_CONFLICTS.lastAdminDemote);
  const { before } = result;
  if (before.role !== role) {
    await recordAudit(request, {
      action: 'role',
      kind: 'user',
      objectId: id,
      summary: `${before.username}: ${before.role} → ${role}`,
    });
  }
  return toPublicUser({ ...before, role });
}

/** An account deleted; never the caller's own, never the last admin. */
export async function removeUser(app: FastifyInstance, request: FastifyRequest, id: string): Promise<void> {
  if (id === callerOf(request).id) throw new HttpError(409, USER_CONFLICTS.deleteSelf);
  const result = await deleteUser(app.db, app.config.database.kind, id);
  if (result.outcome === 'not-found') throw notFound('User');
  if (result.outcome === 'last-admin') throw new HttpError(409, USER_CONFLICTS.lastAdminDelete);
  // A deleted resident's news choice goes with the account.
  await syncNewsReader(app.db, result.before.email);
  await recordAudit(request, {
    action: 'delete',
    kind: 'user',
    objectId: id,
    summary: `${result.before.username} (${result.before.email})`,
  });
}

/**
 * A resident request approved or declined, and the home the resident is linked to (docs/product/homes.md): the
 * same call moves a resident to another home or unlinks them. Staff are residents by their role, so
 * for them only the home changes. With mail, the person is told when their status changes.
 */
export async function decideResident(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  decision: ResidentDecision,
): Promise<StaffUser> {
  const target = await findUserById(app.db, id);
  if (!target) throw notFound('User');
  const staff = reaches(target, 'moderator');
  if (staff && (!decision.approved || decision.homeId === undefined)) {
    throw new HttpError(409, RESIDENT_CONFLICTS.staff);
  }
  const home = decision.approved && decision.homeId ? await findHome(app.db, decision.homeId) : null;
  if (home === undefined) {
    throw new HttpError(400, HOME_MESSAGES.notFound, [{ path: 'homeId', message: HOME_MESSAGES.notFound }]);
  }
  const status = staff ? target.residentStatus : decision.approved ? 'approved' : 'none';
  const updated = (await updateUser(app.db, target.id, {
    residentStatus: status,
    homeId: home?.id ?? null,
    homeRelation: home ? (decision.relation ?? 'owner') : null,
  }))!;
  const linked = home ? `, ${decision.relation ?? 'owner'} of ${home.address}` : ', no home';
  await recordAudit(request, {
    action: 'resident',
    kind: 'user',
    objectId: target.id,
    summary: staff
      ? `${target.username}: home${linked}`
      : `${target.username}: resident ${decision.approved ? 'approved' : 'declined'}${decision.approved ? linked : ''} (was ${target.residentStatus})`,
  });
  if (mailEnabled(app) && target.residentStatus !== status) {
    await mailResidentDecision(app, updated, decision.approved, home?.address ?? updated.address);
  }
  return staffUserOf(app.db, updated);
}

/** Tells the person their request was decided; stored in the outbox before the answer, sent from there. */
async function mailResidentDecision(
  app: FastifyInstance,
  user: UserRow,
  approved: boolean,
  address: string | null,
) {
  const { name } = await app.community.read();
  const of = address ? ` of ${address}` : '';
  await sendAccountMail(app, {
    to: user.email,
    subject: approved ? `You are an approved resident of ${name}` : `Your resident request for ${name}`,
    text: [
      `Hello ${user.username},`,
      '',
      approved
        ? `An administrator of the ${name} website has approved you as a resident${of}. Signed in, you now see what is for residents only.`
        : `An administrator of the ${name} website could not approve your request to be listed as a resident${of}. If you think this is a mistake, please contact the board or the property manager, or send a new request from your account page.`,
      '',
      `Your account: ${app.config.publicUrl}/account`,
    ].join('\n'),
  });
}

/**
 * A reset link for a locked-out person: mailed to them (answered with what the admin is told), or
 * without mail, made here for the admin to hand over (only its hash is kept).
 */
export async function sendResetLink(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
): Promise<{ status: 200; body: { resetUrl: string } } | { status: 202; body: { message: string } }> {
  const target = await findUserById(app.db, id);
  if (!target) throw notFound('User');
  const link = await createAccountToken(app.db, target.id, 'password-reset', RESET_LINK_MINUTES);
  if (!link) throw new HttpError(429, RESIDENT_CONFLICTS.tooManyResetLinks);
  const mailed = mailEnabled(app);
  await recordAudit(request, {
    action: 'reset-link',
    kind: 'user',
    objectId: target.id,
    summary: `${target.username}: reset link ${mailed ? 'mailed' : 'made to hand over'}`,
  });
  if (!mailed) return { status: 200, body: { resetUrl: resetLink(app, link.token) } };
  const { name } = await app.community.read();
  await sendResetMail(app, {
    to: target.email,
    username: target.username,
    communityName: name,
    tokenId: link.id,
    minutes: RESET_LINK_MINUTES,
  });
  return { status: 202, body: { message: ADMIN_RESET_SENT(target.email) } };
}
