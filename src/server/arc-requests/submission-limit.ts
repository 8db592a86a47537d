import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { ARC_MESSAGES } from '../../shared/arc-requests/workflow.ts';
import { HttpError } from '../http/errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "3 hours", "1 minute": how long to wait, rounded up, as the 429 message says it. */
function waitFor(seconds: number): string {
  const [count, unit] =
    seconds >= 3600 ? [Math.ceil(seconds / 3600), 'hour'] : [Math.max(1, Math.ceil(seconds / 60)), 'minute'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * ARC_REQUEST_LIMIT submissions per resident (not per address: a household shares one) in 24
 * hours, counted in the database like the other limits, so every process shares one count. A hook
 * before the handler: every attempt counts before its files are read, as a refused upload has cost
 * the server its bytes too; past the limit, 429 with Retry-After.
 */
export function submissionLimit(app: FastifyInstance): preHandlerAsyncHookHandler {
  // groupId names the counters in the store (rate-limit-store.ts); the plugin passes it on,
  // although its type for createRateLimit leaves it out.
  const options: CreateRateLimitOptions & { groupId: string } = {
    max: app.config.arcRequestLimit,
    timeWindow: DAY_MS,
    groupId: 'arc-request',
    keyGenerator: (request) => request.session?.user.id ?? request.ip,
  };
  const submissions = app.createRateLimit(options);
  return async (request, reply) => {
    const limit = await submissions(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('Retry-After', String(limit.ttlInSeconds));
      throw new HttpError(429, ARC_MESSAGES.tooManyRequests(limit.max, waitFor(limit.ttlInSeconds)));
    }
  };
}
