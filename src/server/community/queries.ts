import type { FastifyInstance } from 'fastify';
import { communitySchema, type Community } from '../../shared/community.ts';
import type { Db } from '../db/connection.ts';
import { nowIso } from '../db/ids.ts';

const COMMUNITY_KEY = 'community';

/**
 * The community facts the pages show: the configuration's values, which the staff settings screen
 * may override in the database. A stored value that no longer passes the schema (say, after an
 * upgrade tightened a rule) is ignored field by field rather than breaking every page.
 */
export async function loadCommunity(app: FastifyInstance): Promise<Community> {
  const row = await app.db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', COMMUNITY_KEY)
    .executeTakeFirst();
  const base = app.config.community;
  if (!row) return base;
  let stored: Record<string, unknown>;
  try {
    stored = JSON.parse(row.value) as Record<string, unknown>;
  } catch {
    app.log.error('stored community settings are not JSON; using the configuration');
    return base;
  }
  const merged: Record<string, unknown> = { ...base };
  const shape = communitySchema.shape;
  for (const key of Object.keys(shape) as (keyof Community)[]) {
    if (!(key in stored)) continue;
    const field = shape[key].safeParse(stored[key]);
    if (field.success) merged[key] = field.data;
  }
  return merged as Community;
}

/** Stores the whole set of facts; they override the configuration from now on. */
export async function saveCommunity(db: Db, community: Community): Promise<void> {
  const value = JSON.stringify(community);
  const updatedAt = nowIso();
  await db
    .insertInto('settings')
    .values({ key: COMMUNITY_KEY, value, updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt }))
    .execute();
}

/** The names of the fields whose values differ, for the audit log. */
export function changedFields(before: Community, after: Community): string[] {
  return (Object.keys(after) as (keyof Community)[]).filter((key) => before[key] !== after[key]);
}
