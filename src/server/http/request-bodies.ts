import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * How long a client may take to send a request, sized for the largest body the site takes (a
 * 25 MB document or ACC attachment) from a phone on a poor uplink, while a client that holds a
 * connection open by sending a byte now and then is let go.
 *
 * - Headers: all of them within HEADERS_TIMEOUT_MS (any real client sends them in one packet).
 * - Body: after a grace of BODY_GRACE_MS it must keep an average of at least BODY_MIN_RATE
 *   bytes a second (Apache's mod_reqtimeout rule): 25 MB at 100 kbit/s (12 KB/s) passes easily,
 *   a byte every 5 seconds is cut after the grace.
 * - Whole request: REQUEST_TIMEOUT_MS at most, whatever the rate (25 MB at 350 kbit/s fits).
 */
export const HEADERS_TIMEOUT_MS = 20_000;
export const BODY_GRACE_MS = 20_000;
export const BODY_MIN_RATE = 1024;
export const REQUEST_TIMEOUT_MS = 10 * 60_000;

/**
 * A body the site refused before reading it all is still read, and thrown away, up to this many
 * bytes, so that a client which sends its whole body before reading the answer (most HTTP
 * libraries) gets its 413 or 401 instead of a reset connection. Past it, the connection is cut.
 */
export const UNREAD_BODY_DRAIN_LIMIT = 128 * 1024 * 1024;

/** The header and body rules above; the whole-request bound is Fastify's `requestTimeout` option. */
export function boundRequestBodies(app: FastifyInstance): void {
  app.server.headersTimeout = HEADERS_TIMEOUT_MS;
  app.addHook('onRequest', (request, _reply, done) => {
    // Only a client on a real connection can stall one; a request made in-process (app.inject, the
    // pages' own reads) has a stand-in socket that is neither slow nor able to be cut.
    if (hasBody(request) && request.raw.socket instanceof Socket) watchBodyRate(request, app);
    done();
  });
  // Fastify answers a body it will not parse (too large, bad JSON) with `Connection: close`, and
  // Node then closes the socket as soon as the answer is written: with the client still sending,
  // the unread bytes make the kernel reset the connection, and the client never reads the answer.
  // Instead the rest of the body is read and dropped (bounded) and the connection stays usable.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (hasBody(request) && !request.raw.complete && request.raw.socket instanceof Socket) {
      reply.removeHeader('connection');
      drainUnreadBody(request);
    }
    done(null, payload);
  });
}

function hasBody(request: FastifyRequest): boolean {
  const headers = request.raw.headers;
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/** Cuts the connection when the body arrives slower than BODY_MIN_RATE after the grace. */
function watchBodyRate(request: FastifyRequest, app: FastifyInstance): void {
  const socket = request.raw.socket;
  const startedAt = Date.now();
  const startBytes = socket.bytesRead;
  let timer: NodeJS.Timeout;
  const deadline = () => startedAt + BODY_GRACE_MS + ((socket.bytesRead - startBytes) / BODY_MIN_RATE) * 1000;
  const check = () => {
    // A body read to its end is done, whether or not Node has marked the message complete yet.
    if (request.raw.complete || request.raw.readableEnded || socket.destroyed) return;
    const wait = deadline() - Date.now();
    if (wait > 0) {
      timer = setTimeout(check, wait);
      timer.unref();
      return;
    }
    app.log.info(
      { url: request.url, bytes: socket.bytesRead - startBytes },
      'request body too slow; connection closed',
    );
    socket.destroy();
  };
  timer = setTimeout(check, BODY_GRACE_MS);
  timer.unref();
  request.raw.once('close', () => clearTimeout(timer));
}

function drainUnreadBody(request: FastifyRequest): void {
  const body = request.raw;
  let dropped = 0;
  body.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > UNREAD_BODY_DRAIN_LIMIT) body.socket.destroy();
  });
  body.resume();
}
