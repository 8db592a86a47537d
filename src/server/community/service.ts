import type { FastifyBaseLogger } from 'fastify';
import { communitySchema, type Community } from '../../shared/community/community.ts';
import type { Db } from '../db/connection.ts';
import { readSetting, readSettingSavedAt, writeSetting } from './queries.ts';

const COMMUNITY_KEY = 'community';

/**
 * The community's facts, the one source every page, API answer, mail, feed and the demo seed read:
 * what the staff saved in Settings over the configuration file's values (the defaults, which also
 * fill in any field never saved).
 *
 * Kept in memory (the home page and every API answer that needs the time zone read it): the copy
 * is checked against the content version (src/server/db/content-version.ts), which any write of the
 * settings in this process, or on SQLite in any process, changes, so a save shows at once; and it
 * is read again after `maxAgeMs` at the latest, which bounds how long another process's save takes
 * to show on PostgreSQL.
 */
export interface CommunityService {
  /** The facts as they are now. */
  read(): Promise<Community>;
  /** Saves the whole set (already validated); every read from now on sees it. Answers what is stored. */
  save(community: Community): Promise<Community>;
  /** When the staff last saved the facts (the sitemap's last change of every page), or null. */
  savedAt(): Promise<string | null>;
}

/**
 * The saved fields over the defaults. A stored field that no longer passes the schema (say, after
 * an upgrade tightened a rule) is ignored field by field rather than breaking every page.
 */
function overDefaults(defaults: Community, stored: Record<string, unknown>): Community {
  const merged: Record<string, unknown> = { ...defaults };
  const shape = communitySchema.shape;
  for (const key of Object.keys(shape) as (keyof Community)[]) {
    if (!(key in stored)) continue;
    const field = shape[key].safeParse(stored[key]);
    if (field.success) merged[key] = field.data;
  }
  return merged as Community;
}

export function createCommunityService(
  db: Db,
  defaults: Community,
  log: FastifyBaseLogger,
  freshness: { version: () => string; maxAgeMs: number } = { version: () => '', maxAgeMs: 0 },
): CommunityService {
  const load = async (): Promise<Community> => {
    const value = await readSetting(db, COMMUNITY_KEY);
    if (value === undefined) return defaults;
    let stored: unknown;
    try {
      stored = JSON.parse(value);
    } catch {
      stored = null;
    }
    if (stored === null || typeof stored !== 'object') {
      log.error('stored community settings are not a JSON object; using the configuration');
      return defaults;
    }
    return overDefaults(defaults, stored as Record<string, unknown>);
  };
  let copy: { community: Community; version: string; readAt: number } | null = null;
  const read = async (): Promise<Community> => {
    const version = freshness.version();
    const now = Date.now();
    if (copy && copy.version === version && now - copy.readAt < freshness.maxAgeMs) return copy.community;
    const community = await load();
    // Kept only if nothing was written while it was read.
    copy = freshness.version() === version ? { community, version, readAt: now } : null;
    return community;
  };
  return {
    read,
    save: async (community) => {
      await writeSetting(db, COMMUNITY_KEY, JSON.stringify(community));
      copy = null;
      return read();
    },
    savedAt: async () => (await readSettingSavedAt(db, COMMUNITY_KEY)) ?? null,
  };
}
