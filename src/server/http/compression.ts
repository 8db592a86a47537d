import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD } from './compression-rules.ts';

const ENCODINGS = ['br', 'gzip'] as const;
export type CopyEncoding = (typeof ENCODINGS)[number];
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Brotli or gzip, as the client accepts, for every dynamic answer above the threshold whose type is
 * text (HTML pages, JSON, the RSS feed, the .ics calendar, SVG). Registered before any route, since
 * @fastify/compress attaches itself to routes as they are declared. Built assets are compressed at
 * build time instead and served as files, already encoded (see scripts/precompress.ts); this hook
 * leaves an answer that has a Content-Encoding alone. Brotli at quality 4: near gzip's speed and
 * smaller output; quality 11 costs milliseconds per page, which the build can afford but a request
 * cannot. Request bodies are not decompressed: no client of this API sends encoded bodies.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: [...ENCODINGS],
    brotliOptions: BROTLI_OPTIONS,
    globalDecompression: false,
  });
}

/**
 * The encoding @fastify/compress would choose for this request (the same negotiation, `*` and
 * `x-gzip` read as gzip), or none.
 */
export function negotiateEncoding(request: FastifyRequest): CopyEncoding | undefined {
  const header = request.headers['accept-encoding'];
  if (header === undefined || request.headers['x-no-compression'] !== undefined) return undefined;
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/** A kept answer's body in both encodings, with the same settings as a fresh answer's. */
export function encodeCopy(body: Buffer): Record<CopyEncoding, Buffer> {
  return { br: brotliCompressSync(body, BROTLI_OPTIONS), gzip: gzipSync(body) };
}
