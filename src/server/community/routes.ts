import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communitySchema } from '../../shared/community.ts';
import { recordAudit } from '../audit/record.ts';
import { requireAdmin } from '../auth/guards.ts';
import { changedFields, loadCommunity, saveCommunity } from './queries.ts';

const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  // mailEnabled tells the sign-in page whether "Forgot password?" can mail a link; it is not a
  // community fact, so it is not part of the Community schema.
  app.get('/community', async () => ({
    ...(await loadCommunity(app)),
    mailEnabled: app.config.smtp !== null,
  }));

  app.get('/community/settings', { preValidation: requireAdmin }, async () => loadCommunity(app));

  app.put(
    '/community/settings',
    { preValidation: requireAdmin, schema: { body: communitySchema } },
    async (request) => {
      const before = await loadCommunity(app);
      await saveCommunity(app.db, request.body);
      const after = await loadCommunity(app);
      const changed = changedFields(before, after);
      await recordAudit(request, {
        action: 'settings',
        kind: 'community',
        objectId: null,
        summary: changed.length ? `Changed ${changed.join(', ')}` : 'Saved without changes',
      });
      return after;
    },
  );
};

export default communityRoutes;
