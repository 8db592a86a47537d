import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../shared/contract.ts';
import type { AppConfig, TrustProxy } from './config.ts';
import api from './api.ts';
import authCleanup from './auth/cleanup.ts';
import voteOpenings from './votes/openings.ts';
import rsvpReminders from './events/rsvp-reminders.ts';
import scheduledBackups from './backup/scheduled.ts';
import authPlugin from './auth/plugin.ts';
import authRateLimit from './auth/rate-limit.ts';
import { databaseRateLimitStore } from './coordination/rate-limit-store.ts';
import communityPlugin from './community/plugin.ts';
import databasePlugin from './db/plugin.ts';
import mailOutbox from './mail/plugin.ts';
import metrics from './health/metrics.ts';
import { frameworkErrors, refuseLongAddresses } from './http/addresses.ts';
import { registerCompression } from './http/compression.ts';
import { boundRequestBodies, REQUEST_TIMEOUT_MS } from './http/request-bodies.ts';
import { HttpError, registerErrorHandler } from './http/errors.ts';
import { acceptEmptyJsonBodies } from './http/json-body.ts';
import { OneLinePerRequest, serverLogger, summarizeCopies } from './http/request-log.ts';
import { registerResponseCache } from './http/response-cache.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { refuseForbiddenText } from './http/text-input.ts';
import seoRoutes from './seo/routes.ts';
import { registerPages } from './ssr/pages.ts';
import uploadedImages from './uploads/serve.ts';

export interface BuildOptions {
  /** Pino logger options, or false for none (tests). */
  logger?: boolean | Record<string, unknown>;
}

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/**
 * Every schema is zod's, validated and serialized by the zod compilers: given as Fastify's only
 * compilers, so it never loads its defaults, ajv and fast-json-stringify, at start (issue 11: start
 * to first 200). Fastify types the factories by those libraries' route definitions; the zod
 * compilers take the same `{ schema }` argument.
 */
const zodCompilers: CompilersFactory = {
  buildValidator: (() => validatorCompiler) as unknown as CompilersFactory['buildValidator'],
  buildSerializer: (() => serializerCompiler) as unknown as CompilersFactory['buildSerializer'],
};

/**
 * Fastify reads a number as "trust no hop" (it cannot check the peer); our hop count means the
 * nearest `hops` addresses are our own proxies, so each gets the word on the one before it.
 */
function proxyTrust(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** The whole application as a Fastify instance that has not started listening. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const requestLog = new OneLinePerRequest();
  const app = Fastify({
    logger: options.logger ?? serverLogger(config.logLevel),
    logController: requestLog,
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1024 * 1024,
    requestTimeout: REQUEST_TIMEOUT_MS,
    frameworkErrors,
    // Requests in flight when SIGTERM arrives finish; new ones are refused.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    schemaController: { compilersFactory: zodCompilers },
  });
  app.decorate('config', config);
  registerErrorHandler(app);
  acceptEmptyJsonBodies(app);
  refuseForbiddenText(app);

  registerSecurityHeaders(app);
  refuseLongAddresses(app);
  boundRequestBodies(app);
  // Before any route: it attaches to routes as they are declared.
  await registerCompression(app);
  // ETag on every answer with a body (a weak one: the same for the compressed forms of it), and
  // 304 Not Modified when the client already has it: a reader's browser or feed reader polling
  // /api/news.rss or /api/events.ics gets an empty answer until something changes. Computed on the
  // uncompressed body, before @fastify/compress (a route-level hook) encodes it.
  await app.register(etag, { weak: true });
  // After the ETag (a copy keeps its tag) and the security headers; before any route and before the
  // session lookup, which an anonymous reader served a copy never needs.
  registerResponseCache(app);
  summarizeCopies(app, requestLog);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // Counters in the database: one budget across every process (docs/operating.md, "Running several processes").
    store: databaseRateLimitStore(app),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests. Please try again in ${context.after}.`),
  });
  await app.register(authRateLimit);
  await app.register(databasePlugin, { config });
  await app.register(communityPlugin);
  await app.register(mailOutbox);
  await app.register(metrics);
  await app.register(uploadedImages);
  await app.register(authPlugin);
  await app.register(authCleanup);
  await app.register(voteOpenings);
  await app.register(rsvpReminders);
  await app.register(scheduledBackups);
  // The title is filled in from the community's name whenever /api/openapi.json is read.
  await app.register(swagger, {
    openapi: { info: { title: 'API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(api, { prefix: API_PREFIX });
  await app.register(seoRoutes);
  await registerPages(app);
  return app;
}
