import type { Community } from '../../shared/community.ts';
import type { FastifyInstance } from 'fastify';

/**
 * The community facts the pages show: the configuration's values, which the staff settings screen
 * may override in the database.
 */
export async function loadCommunity(app: FastifyInstance): Promise<Community> {
  const rows = await app.db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', '=', 'community')
    .execute();
  const stored = rows[0] ? (JSON.parse(rows[0].value) as Partial<Community>) : {};
  return { ...app.config.community, ...stored };
}
