import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Query parameters that carry secrets (the password-reset link's token) never reach the logs. */
const SECRET_PARAMS = /([?&](?:token|password)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
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

/** The server's logger: JSON lines on standard output, one per request (above). */
export function serverLogger(level: string) {
  return { level, serializers: { req: logRequest } };
}
