import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMMUNITY_FIELD_LABELS,
  communitySchema,
  publicCommunitySchema,
  type Community,
} from '../../shared/community.ts';
import { recordAudit } from '../audit/record.ts';
import { COMMUNITY_IMAGE_FIELDS, releaseUploads } from '../uploads/queries.ts';

/** The labels of the fields whose values differ, for the audit log ("Property manager phone", not "managerPhone"). */
function changedFields(before: Community, after: Community): string[] {
  return (Object.keys(after) as (keyof Community)[])
    .filter((key) => before[key] !== after[key])
    .map((key) => COMMUNITY_FIELD_LABELS[key]);
}

const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/community',
    { config: { access: 'public' }, schema: { response: { 200: publicCommunitySchema } } },
    async () => ({ ...(await app.community.read()), mailEnabled: app.config.smtp !== null }),
  );

  app.get(
    '/community/settings',
    { config: { access: 'admin' }, schema: { response: { 200: communitySchema } } },
    async () => app.community.read(),
  );

  app.put(
    '/community/settings',
    { config: { access: 'admin' }, schema: { body: communitySchema, response: { 200: communitySchema } } },
    async (request) => {
      const before = await app.community.read();
      const after = await app.community.save(request.body);
      // An image the settings no longer name, and nothing else shows, is deleted with its bytes.
      await releaseUploads(
        app.db,
        COMMUNITY_IMAGE_FIELDS.filter((field) => before[field] !== after[field]).map(
          (field) => before[field],
        ),
        app.config.communityDefaults,
      );
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
