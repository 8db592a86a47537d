import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESSION_THRESHOLD } from './compression-rules.ts';

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
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
}
