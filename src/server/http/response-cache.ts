import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { TOKEN_COOKIE } from '../auth/plugin.ts';
import { encodeCopy, negotiateEncoding, type CopyEncoding } from './compression.ts';
import { COMPRESSION_THRESHOLD } from './compression-rules.ts';

/** The server-rendered page route (src/server/ssr/pages.ts). */
const PAGE_ROUTE = '/*';

/**
 * Headers a handler sets that belong to the answer (the security headers are set on every answer as it is sent);
 * the ETag too, so a copy is not hashed again for each reader.
 */
const KEPT_HEADERS = ['content-type', 'cache-control', 'vary', 'content-disposition', 'etag'] as const;

interface Copy {
  /** Bytes, not a string: a string is encoded to UTF-8 anew each time it is written. */
  body: Buffer;
  /**
   * The body as brotli and gzip, made once when the copy is kept (above the compression threshold):
   * a browser always asks for one, and compressing the same page again for each reader was most of
   * a cached page's cost.
   */
  encoded: Partial<Record<CopyEncoding, Buffer>>;
  headers: Partial<Record<(typeof KEPT_HEADERS)[number], string>>;
  /** The content version it was made at (src/server/db/content-version.ts). */
  version: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this answer may be kept: the content version it is being made at. */
    responseCacheVersion: string | null;
    /** Answered with a kept copy (the request log counts these rather than writing each). */
    servedFromCopy: boolean;
  }
}

/**
 * Anonymous callers only: a request with a credential (the Authorization header, or the session
 * cookie, valid or not) neither gets a copy nor leaves one, so a signed-in page or answer is never
 * served to anyone else, nor an anonymous one to a signed-in reader. Read from the raw header:
 * this runs before the cookie plugin, and any cookie named like the session's counts.
 */
function isAnonymous(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return false;
  const cookie = request.headers.cookie;
  return cookie === undefined || !cookie.includes(`${TOKEN_COOKIE}=`);
}

function cacheable(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || !isAnonymous(request)) return false;
  // An API read says so in its contract (`cache`, copied to the route's config by routeOf): the
  // health check (which must reach the database each time) and a GET that writes never do.
  return request.routeOptions.config.cache === true || request.routeOptions.url === PAGE_ROUTE;
}

/**
 * Keeps the answers of the API reads whose contracts declare them the same for every anonymous
 * caller (`cache`) and of every server-rendered page for anonymous readers, so the same page is not rendered, nor the same list read and serialized, again for each
 * of them (profiled for issue 11: rendering and the in-process API reads it makes were most of the
 * server's time). Keyed by the whole URL (path and query).
 *
 * A copy is served only while the content version it was made at is current: any write this
 * process makes drops every copy at once (a read right after a write sees it), as does, on SQLite,
 * any other process's commit. A copy older than `maxAgeMs` is made again: this bounds how long a
 * write by another process on PostgreSQL takes to show, and how long a page that depends on the
 * clock (today's date, an event that has just started) can lag. Only 200 answers are kept; bounded
 * in entries and bytes (least recently used go first), so random query strings cannot grow it.
 *
 * What is served from a copy goes through the same onSend hooks as a fresh answer: the ETag (and
 * 304) and the security headers; it is compressed once, when kept (sendCopy). Pages carry no per-request values:
 * the CSP allows scripts from this origin only (no nonces; the page state is a JSON data element,
 * not script), so one page's bytes are right for every anonymous reader.
 */
export function registerResponseCache(app: FastifyInstance): void {
  const maxAgeMs = app.config.responseCacheMs;
  if (maxAgeMs <= 0) return;
  const copies = new LRUCache<string, Copy>({
    max: 500,
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (copy) =>
      copy.body.length + (copy.encoded.br?.length ?? 0) + (copy.encoded.gzip?.length ?? 0) + 256,
    ttl: maxAgeMs,
  });
  const version = () => app.contentVersion.current();
  // Declared, so every request object has the same shape: a property added to some requests only
  // makes the code that handles all of them slower.
  app.decorateRequest('responseCacheVersion', null);
  app.decorateRequest('servedFromCopy', false);

  // Callback hooks, not async ones: an async hook costs a promise and a turn of the microtask
  // queue on every request, and these run on every request.
  app.addHook('onRequest', (request, reply, done) => {
    if (!cacheable(request)) return done();
    const current = version();
    const copy = copies.get(request.url);
    // Answered here: the remaining hooks and the route are skipped (no done()).
    if (copy?.version === current) {
      request.servedFromCopy = true;
      return void sendCopy(request, reply, copy);
    }
    request.responseCacheVersion = current;
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const made = request.responseCacheVersion;
    if (made !== null) {
      if (reply.statusCode === 200 && typeof payload === 'string' && !reply.hasHeader('set-cookie')) {
        // Kept only if nothing was written while it was made.
        if (version() === made) {
          const body = Buffer.from(payload);
          copies.set(request.url, {
            body,
            encoded: body.length >= COMPRESSION_THRESHOLD ? encodeCopy(body) : {},
            headers: keptHeaders(reply),
            version: made,
          });
        }
      }
    } else if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
      // The write is done (a transaction committed) by the time its answer is sent: whatever was
      // kept meanwhile is dropped. Writes outside a request count through the database plugin.
      app.contentVersion.bump();
    }
    done(null, payload);
  });
}

function keptHeaders(reply: FastifyReply): Copy['headers'] {
  const headers: Copy['headers'] = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/**
 * Sends a copy as a fresh answer would be sent: brotli or gzip as the client accepts (the Content-
 * Encoding tells @fastify/compress it is done), Vary: Accept-Encoding as it adds.
 */
function sendCopy(request: FastifyRequest, reply: FastifyReply, copy: Copy): FastifyReply {
  for (const [name, value] of Object.entries(copy.headers)) reply.header(name, value);
  const encoding = negotiateEncoding(request);
  const encoded = encoding ? copy.encoded[encoding] : undefined;
  if (!encoding || !encoded) return reply.code(200).send(copy.body);
  const vary = copy.headers.vary;
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  reply.header('content-encoding', encoding);
  return reply.code(200).send(encoded);
}
