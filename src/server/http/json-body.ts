import type { FastifyInstance } from 'fastify';

/**
 * Many HTTP clients send `Content-Type: application/json` on every request, DELETE included, with no
 * body. Fastify's JSON parser refuses an empty body with a 400, which would make a plain DELETE fail;
 * here an empty body is simply absent, and anything else goes through Fastify's own parser (with its
 * prototype-poisoning protection). A route that needs a body still gets a 400 from its schema.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
