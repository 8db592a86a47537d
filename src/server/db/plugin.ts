import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { openDatabase, type Db } from './connection.ts';
import { ContentVersion } from './content-version.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /** Changes whenever a public answer may have changed (see content-version.ts). */
    contentVersion: ContentVersion;
  }
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const contentVersion = new ContentVersion();
    const db = openDatabase(
      config.database,
      (error) =>
        app.log.warn(
          { reason: error.message, code: (error as { code?: string }).code },
          'database connection lost; the pool opens a new one for the next query',
        ),
      contentVersion,
    );
    app.decorate('db', db);
    app.decorate('contentVersion', contentVersion);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database' },
);
