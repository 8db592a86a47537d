import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMessageSchema,
  ADMIN_RESET_SENT,
  RESIDENT_CONFLICTS,
  residentDecisionSchema,
  resetUrlSchema,
} from '../../shared/account.ts';
import { idParamsSchema } from '../../shared/api.ts';
import { publicUserSchema } from '../../shared/auth.ts';
import { RESET_LINK_MINUTES } from '../../shared/password-reset.ts';
import { isModerator } from '../../shared/roles.ts';
import { recordAudit } from '../audit/record.ts';
import { createAccountToken } from '../auth/account-tokens.ts';
import { resetLink, sendResetMail } from '../auth/reset-mail.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { sendAccountMail } from '../mail/send.ts';
import { findUserById, toPublicUser, updateUser } from '../users/queries.ts';

/**
 * What an admin does for an account on the users screen (docs/product/accounts.md), under /api/user: decide a
 * resident request, and give a locked-out person a reset link. ADMIN only, audited.
 */
const accountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = { config: { access: 'admin' as const } };

  app.post(
    '/:id/resident',
    {
      ...adminOnly,
      schema: { params: idParamsSchema, body: residentDecisionSchema, response: { 200: publicUserSchema } },
    },
    async (request) => {
      const target = await findUserById(app.db, request.params.id);
      if (!target) throw notFound('User');
      if (isModerator(target.role)) throw new HttpError(409, RESIDENT_CONFLICTS.staff);
      const { approved } = request.body;
      const status = approved ? 'approved' : 'none';
      const updated = (await updateUser(app.db, target.id, { residentStatus: status }))!;
      await recordAudit(request, {
        action: 'resident',
        kind: 'user',
        objectId: target.id,
        summary: `${target.username}: resident ${approved ? 'approved' : 'declined'} (was ${target.residentStatus})`,
      });
      const smtp = app.config.smtp;
      if (smtp && target.residentStatus !== status) {
        // Stored in the outbox before the answer; sent from there.
        {
          const { name } = await app.community.read();
          await sendAccountMail(app, {
            to: updated.email,
            subject: approved
              ? `You are an approved resident of ${name}`
              : `Your resident request for ${name}`,
            text: [
              `Hello ${updated.username},`,
              '',
              approved
                ? `An administrator of the ${name} website has approved you as a resident${updated.address ? ` of ${updated.address}` : ''}. Signed in, you now see what is for residents only.`
                : `An administrator of the ${name} website could not approve your request to be listed as a resident${updated.address ? ` of ${updated.address}` : ''}. If you think this is a mistake, please contact the board or the property manager, or send a new request from your account page.`,
              '',
              `Your account: ${app.config.publicUrl}/account`,
            ].join('\n'),
          });
        }
      }
      return toPublicUser(updated);
    },
  );

  app.post(
    '/:id/password-reset',
    {
      ...adminOnly,
      schema: { params: idParamsSchema, response: { 202: accountMessageSchema, 200: resetUrlSchema } },
    },
    async (request, reply) => {
      const target = await findUserById(app.db, request.params.id);
      if (!target) throw notFound('User');
      const link = await createAccountToken(app.db, target.id, 'password-reset', RESET_LINK_MINUTES);
      if (!link) throw new HttpError(429, RESIDENT_CONFLICTS.tooManyResetLinks);
      const smtp = app.config.smtp;
      await recordAudit(request, {
        action: 'reset-link',
        kind: 'user',
        objectId: target.id,
        summary: `${target.username}: reset link ${smtp ? 'mailed' : 'made to hand over'}`,
      });
      // Without mail the admin hands the link over: its token is made here and only its hash is kept.
      if (!smtp) return reply.status(200).send({ resetUrl: resetLink(app, link.token) });
      const { name } = await app.community.read();
      await sendResetMail(app, {
        to: target.email,
        username: target.username,
        communityName: name,
        tokenId: link.id,
        minutes: RESET_LINK_MINUTES,
      });
      return reply.status(202).send({ message: ADMIN_RESET_SENT(target.email) });
    },
  );
};

export default accountAdminRoutes;
