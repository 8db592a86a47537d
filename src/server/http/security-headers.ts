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

/** For pages and every other answer a browser may open as a document (files, feeds, errors in HTML). */
const DOCUMENT_HEADERS: Readonly<Record<string, string>> = Object.freeze(Object.fromEntries(recordHeaders()));

/**
 * For JSON, which a browser never renders as a page: the headers that still mean something for it
 * (OWASP's REST cheat sheet), and a policy that allows nothing at all should one be opened anyway.
 * The rest of the set above (referrer, permissions, cross-origin opener, DNS prefetch ...) only
 * govern a document. Sending them on every API answer made a 1.3 KB list's headers about 930 bytes
 * (381 now) for nothing; a raw `node:http` server sending them measured a third fewer answers a
 * second (issue 11, bench/README.md).
 */
const JSON_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': DOCUMENT_HEADERS['x-frame-options']!,
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
});

/**
 * For PDFs (documents, request attachments, decision letters), which browsers open inline: the
 * document's policy plus `sandbox`, so the page the browser's PDF viewer lives in has an origin of
 * its own. Whatever a PDF carries (JavaScript, an /OpenAction, a /Launch) and whatever a viewer's
 * flaw lets it do, it cannot read this site's storage, where the session token is, or act as the
 * site. Chromium (156, the browser tests' own) shows a sandboxed PDF as before.
 */
const PDF_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...DOCUMENT_HEADERS,
  'content-security-policy': `${DOCUMENT_HEADERS['content-security-policy']};sandbox`,
});

function headersFor(type: unknown): Readonly<Record<string, string>> {
  if (typeof type !== 'string') return DOCUMENT_HEADERS;
  if (type.startsWith('application/json')) return JSON_HEADERS;
  if (type.startsWith('application/pdf')) return PDF_HEADERS;
  return DOCUMENT_HEADERS;
}

/**
 * Sets the security headers that fit the answer's type, set by the time an answer is sent. Through
 * the reply, not the raw response: Fastify hands its headers to `writeHead` in one go.
 */
export function applySecurityHeaders(reply: FastifyReply): void {
  reply.headers(headersFor(reply.getHeader('content-type')));
}

/**
 * Every answer Fastify routes carries them, errors and refusals included: set as it is sent (onSend
 * runs for every answer, from a route, a hook's refusal, the error handler or the response cache),
 * when its type is known. Fastify's answers to an address it cannot read come before any hook
 * (`frameworkErrors`). Not covered, as before: Node's own 400 to a request it cannot parse, and the
 * 503 Fastify sends while closing; neither has a body a browser could render.
 *
 * Registered first, at the root, so it runs before every other onSend hook: nothing that runs after
 * it may change an answer's type (the response cache and compression keep it).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    applySecurityHeaders(reply);
    done(null, payload);
  });
}
