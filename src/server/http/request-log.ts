import {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
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
 *
 * An answer served from the response cache (an anonymous reader's public page or list, the bulk of
 * the traffic) is counted rather than written at `info`: its line is at `debug`, and a summary line
 * says how many there were, by status, once a minute (`summarizeCopies`). Writing its line was a
 * quarter of such an answer's CPU time (issue 11), and a line a page view keeps every anonymous
 * reader's address for no use: writes, errors and whatever the app had to work out are still logged
 * one by one, and a reverse proxy logs every request if that is wanted.
 */
export class OneLinePerRequest extends LogController {
  /** Answers served from copies since the last summary, by status code. */
  readonly #copies = new Map<number, number>();

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) {
      reply.log.error({ ...line, err: error }, 'request errored');
    } else if (request.servedFromCopy && reply.statusCode < 400) {
      this.#copies.set(reply.statusCode, (this.#copies.get(reply.statusCode) ?? 0) + 1);
      reply.log.debug(line, 'request completed');
    } else {
      reply.log.info(line, 'request completed');
    }
  }

  /** Writes how many answers came from copies since the last summary, if any, and counts anew. */
  summarize(log: FastifyBaseLogger): void {
    if (this.#copies.size === 0) return;
    const byStatus = Object.fromEntries(this.#copies);
    const answers = [...this.#copies.values()].reduce((sum, count) => sum + count, 0);
    this.#copies.clear();
    log.info({ answers, byStatus }, 'answered from the response cache');
  }
}

/** The summary of answers served from copies, once a minute and when the app closes. */
export function summarizeCopies(app: FastifyInstance, controller: OneLinePerRequest, everyMs = 60_000): void {
  const timer = setInterval(() => controller.summarize(app.log), everyMs).unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(timer);
    controller.summarize(app.log);
    done();
  });
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
