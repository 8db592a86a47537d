import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { openDatabase, type Db } from './connection.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
  }
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const db = openDatabase(config.database, (error) =>
      app.log.warn(
        { reason: error.message, code: (error as { code?: string }).code },
        'database connection lost; the pool opens a new one for the next query',
      ),
    );
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database' },
);
