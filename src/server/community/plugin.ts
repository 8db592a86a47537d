import fp from 'fastify-plugin';
import { createCommunityService, type CommunityService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The community's facts: read them here, never from the configuration. */
    community: CommunityService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'community',
      createCommunityService(app.db, app.config.communityDefaults, app.log, {
        version: () => app.contentVersion.current(),
        maxAgeMs: app.config.responseCacheMs,
      }),
    );
  },
  { name: 'community', dependencies: ['database'] },
);
