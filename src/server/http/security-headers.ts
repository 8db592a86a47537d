import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

/**
 * The client keeps the session token in local storage, where any script on the page can read it,
 * so injected script must have nowhere to run: scripts only from this origin, never inline, and no
 * framing.
 */
const setHelmetHeaders = helmet({
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
  // The same as frame-ancestors 'none', for browsers that only know the older header.
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
  // Plain-http localhost must keep working; HSTS belongs to the TLS proxy in front.
  strictTransportSecurity: false,
});

/**
 * Powerful browser features the site never uses, switched off for it and anything it might embed.
 * Only features browsers recognise: an unknown name is logged as an error on every page.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The headers above as name and value, worked out once: helmet's settings are fixed at start, and
 * running its dozen middlewares and their `setHeader` calls anew for every answer was a measurable
 * share of a cached answer's time (issue 11).
 */
function recordHeaders(): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => {},
  };
  setHelmetHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  headers.push(['permissions-policy', PERMISSIONS_POLICY]);
  return headers;
}
const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(Object.fromEntries(recordHeaders()));

/**
 * Sets every security header on an answer; also used for answers Fastify makes before any hook.
 * Through the reply, not the raw response: Fastify hands its headers to `writeHead` in one go.
 */
export function applySecurityHeaders(reply: FastifyReply): void {
  reply.headers(SECURITY_HEADERS);
}

/** Every answer carries the headers: set on arrival, before routing decides anything else. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    applySecurityHeaders(reply);
    done();
  });
}
