/**
 * npm run create-admin -- --email a@b.org --password '...' [--username name]
 * Creates an ADMIN account, or promotes an existing one and sets its password.
 * The values may also come from ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_USERNAME.
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../app.ts';
import { ensureAdmin } from '../bootstrap.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { migrateToLatest } from '../db/connection.ts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, username: { type: 'string' } },
});
const email = values.email ?? process.env.ADMIN_EMAIL;
const password = values.password ?? process.env.ADMIN_PASSWORD;
const username = values.username ?? process.env.ADMIN_USERNAME ?? 'admin';
if (!email || !password) {
  console.error(
    'Usage: npm run create-admin -- --email you@example.org --password <password> [--username admin]',
  );
  process.exit(2);
}

try {
  const config = {
    ...loadConfig({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined }),
    clientDir: null,
  };
  const app = await buildApp(config, { logger: false });
  await migrateToLatest(app.db);
  const outcome = await ensureAdmin(app, { email, password, username }, { promoteExisting: true });
  console.log(
    `Admin ${email}: ${outcome === 'created' ? 'created' : 'is now an ADMIN with the given password'}`,
  );
  await app.close();
} catch (error) {
  console.error(
    error instanceof ConfigError ? `Configuration error: ${error.message}` : (error as Error).message,
  );
  process.exit(1);
}
