import type { FastifyRequest } from 'fastify';

/** Query parameters that carry secrets (the password-reset link's token) never reach the logs. */
const SECRET_PARAMS = /([?&](?:token|password)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** Pino's request line: method, redacted URL and the client's address. */
export function logRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}
