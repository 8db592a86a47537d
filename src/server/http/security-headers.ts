import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The spec keeps the session token in local storage, so injected script must have nowhere to run:
 * scripts only from this origin, never inline, and no framing.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React writes style attributes (the map's transform); scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // News and board photos may be stored as web addresses (the API allows http and https); images cannot run script.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Plain-http localhost must keep working; HSTS belongs to the TLS proxy in front.
    strictTransportSecurity: false,
  });
}
