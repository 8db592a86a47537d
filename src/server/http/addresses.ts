import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import { applySecurityHeaders } from './security-headers.ts';

/**
 * The longest request address (path and query) the site reads. Its own addresses are far shorter;
 * a longer one is refused before routing work or page lookups spend anything on it.
 */
export const MAX_ADDRESS_LENGTH = 2048;

export const ADDRESS_TOO_LONG_MESSAGE = 'The address is too long';
export const MALFORMED_ADDRESS_MESSAGE = 'The address is not valid (malformed percent-encoding)';

export function refuseLongAddresses(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(request.url.length > MAX_ADDRESS_LENGTH ? new HttpError(414, ADDRESS_TOO_LONG_MESSAGE) : undefined);
  });
}

/**
 * Fastify's answer to an address its router cannot read (bad percent-encoding, a path parameter
 * over the router's length limit). It comes before any hook, so the security headers are set here
 * and the body has the API's usual shape (JSON, whose headers they are).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  applySecurityHeaders(reply.type('application/json; charset=utf-8'));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.status(414).send({ message: ADDRESS_TOO_LONG_MESSAGE });
  } else if (error.code === 'FST_ERR_BAD_URL') {
    reply.status(400).send({ message: MALFORMED_ADDRESS_MESSAGE });
  } else {
    request.log.error({ err: error }, 'request failed before routing');
    reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  }
}
