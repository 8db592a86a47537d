import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream } from 'pino';

/** Query parameters that carry secrets (the password-reset link's token) never reach the logs. */
const SECRET_PARAMS = /([?&](?:token|password)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  // Most addresses have no query at all: no regular expression run for them (one per logged request).
  return url.includes('=') ? url.replace(SECRET_PARAMS, '$1[redacted]') : url;
}

/** Pino's request line: method, redacted URL and the client's address. */
export function logRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}

/**
 * One line per request, written when it has been answered: method, redacted URL, client, status and
 * time taken. Fastify's default is two (on arrival and on answer); under load the logger was the
 * largest cost of a cached answer after the socket itself, and the arrival line says nothing the
 * answer's does not. Route-level `logLevel` and `disableRequestLogging` still apply.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Standard output, written without blocking (pino's default) in chunks of at most 4 KiB. Pino
 * appends each line to the chunk still waiting while a write is under way, and measures the whole
 * chunk anew for each line: with its default 16 KiB chunks that was 6% of a cached answer's time
 * under load (issue 11). Lines still waiting are written out when the process exits.
 */
export function standardOutput() {
  return pino.destination({ dest: 1, sync: false, maxWrite: 4096 });
}

/** The server's logger: JSON lines, one per request (above). */
export function serverLogger(level: string, stream: DestinationStream = standardOutput()) {
  return { level, serializers: { req: logRequest }, stream };
}
