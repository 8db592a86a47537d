import { buildApp } from './app.ts';
import { ensureAdmin } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateToLatest } from './db/connection.ts';
import { deleteAbandonedFiles } from './files/store.ts';
import { seedDemoContent } from './seed/demo.ts';
import { importDiskUploads } from './uploads/import.ts';
import { uploadsDir } from './uploads/images.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const startedAt = performance.now();
  const app = await buildApp(config);
  await migrateToLatest(app.db);
  const abandoned = await deleteAbandonedFiles(app.db);
  if (abandoned > 0) app.log.info({ files: abandoned }, 'removed uploads that never finished');
  // Images kept on disk by earlier versions move into the database once (later starts find them there).
  const imported = await importDiskUploads(app.db, uploadsDir(config.dataDir), app.log);
  if (imported.imported > 0 || imported.skipped > 0)
    app.log.info(imported, 'imported images from DATA_DIR/uploads');
  if (config.admin) {
    const outcome = await ensureAdmin(app, config.admin);
    if (outcome === 'not-admin') {
      app.log.warn(
        { email: config.admin.email },
        'ADMIN_EMAIL belongs to an existing account that is not an admin; it was left as it is. ' +
          'If it is yours, run npm run create-admin, which makes it an admin and sets its password.',
      );
    } else {
      app.log.info({ email: config.admin.email, outcome }, 'admin account ensured');
    }
  }
  const { timeZone } = await app.community.read();
  if (config.seedDemo && (await seedDemoContent(app.db, timeZone, new Date(), config.publicUrl))) {
    app.log.info('demo content loaded into the empty database');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Fastify stops accepting, waits for requests in flight, then runs onClose hooks (database).
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ ms: Math.round(performance.now() - startedAt), url: config.publicUrl }, 'ready');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
