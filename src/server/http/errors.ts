import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../shared/api.ts';
import { isDatabaseUnavailable } from '../db/connection.ts';

/** An error a route throws on purpose: its status and message reach the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: ApiError['errors'],
  ) {
    super(message);
  }
}

export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found`);

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The site cannot reach its database right now. Please try again in a moment.';

const CONTEXT_NAMES: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'Path parameters',
  headers: 'Headers',
};

/** Turns a schema validation failure into the API's error body with the schema's own messages. */
export function validationError(error: FastifyError): ApiError {
  const context = error.validationContext ?? 'body';
  const errors = (error.validation ?? []).map((v) => {
    const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const message =
      path === '' && v.keyword === 'invalid_type'
        ? `${CONTEXT_NAMES[context] ?? 'Request'} must be a JSON object`
        : (v.message ?? 'Invalid value');
    return { path, message };
  });
  return { message: errors[0]?.message ?? 'Invalid request', errors };
}

/** Client mistakes get a 4xx with a clear message; anything else is logged and hidden behind a 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationError(error));
    }
    if (error instanceof HttpError) {
      const body: ApiError = { message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientErrorMessage(error) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reason: error.message, code: error.code }, 'database unavailable');
      return reply.status(503).header('Retry-After', '5').send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is not valid JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    default:
      return error.message || 'Bad request';
  }
}
