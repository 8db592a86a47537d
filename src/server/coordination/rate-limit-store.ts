import type { FastifyInstance } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;

/**
 * Counts one hit for `key` and answers the window's count and the milliseconds left in it: one
 * atomic upsert on both engines (INSERT ... ON CONFLICT DO UPDATE ... RETURNING), so two processes
 * counting the same client at once both land in the count and a window that ran out starts over.
 */
export async function countHit(db: Db, key: string, windowMs: number, now = Date.now()): Promise<Counted> {
  const row = await db
    .insertInto('rateLimitCounters')
    .values({ key, hits: 1, resetsAt: now + windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limit_counters.resets_at <= ${now} then 1 else rate_limit_counters.hits + 1 end`,
        resetsAt: sql<number>`case when rate_limit_counters.resets_at <= ${now} then excluded.resets_at else rate_limit_counters.resets_at end`,
      }),
    )
    .returning(['hits', 'resetsAt'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.resetsAt) - now) };
}

/** The window's count without counting (for `increment: false`). */
export async function readHits(db: Db, key: string, now = Date.now()): Promise<Counted> {
  const row = await db
    .selectFrom('rateLimitCounters')
    .select(['hits', 'resetsAt'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || Number(row.resetsAt) <= now) return { current: 0, ttl: 0 };
  return { current: Number(row.hits), ttl: Number(row.resetsAt) - now };
}

/** Forgets windows that ended: run as a scheduled job. */
export async function deleteEndedWindows(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('rateLimitCounters').where('resetsAt', '<=', now).execute();
}

/**
 * A store for @fastify/rate-limit that keeps the counters in the database, so every process behind
 * a load balancer counts against one budget and a restart forgets nothing (docs/operating.md, "Running several processes"). Each
 * limiter names itself with `groupId` (auth, contact, subscribe): its counters are apart from the
 * others'. The database is looked up per call: the plugin makes the store before the database
 * plugin has run.
 */
export function databaseRateLimitStore(app: FastifyInstance): FastifyRateLimitStoreCtor {
  class DatabaseStore {
    readonly #namespace: string;
    // The plugin passes its merged options (typed as route options), groupId among them.
    constructor(options: object = {}) {
      this.#namespace = (options as { groupId?: string }).groupId ?? 'global';
    }
    incr(key: string, done: Done, timeWindow: number): void {
      countHit(app.db, `${this.#namespace}:${key}`, timeWindow).then(
        (result) => done(null, result),
        (error: Error) => done(error),
      );
    }
    read(key: string, done: Done): void {
      readHits(app.db, `${this.#namespace}:${key}`).then(
        (result) => done(null, result),
        (error: Error) => done(error),
      );
    }
    child(routeOptions: object): DatabaseStore {
      return new DatabaseStore(routeOptions);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
