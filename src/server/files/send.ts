import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from './content-disposition.ts';
import { readFileRange, type StoredFile } from './store.ts';

export interface SendOptions {
  /** The name the browser saves it under (made safe here). */
  fileName: string;
  /** `inline` (shown by the browser: PDFs, images) rather than `attachment` (saved). */
  inline?: boolean;
  /** Default: a private cache that revalidates with the ETag every time (permissions may change). */
  cacheControl?: string;
}

type ByteRange = { start: number; end: number };

/**
 * The one range of `bytes=a-b`, `bytes=a-` or `bytes=-n` (RFC 9110 14.1.2), 'unsatisfiable', or
 * null to send the whole file (no header, another unit, several ranges or nonsense: the RFC lets a
 * server ignore a Range it does not support and answer 200).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  // Weak comparison (RFC 9110 13.1.2): W/"x" matches "x".
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Streams a stored file: Content-Type, Content-Length, Content-Disposition (fileName; inline or
 * attachment), X-Content-Type-Options: nosniff, ETag (the sha256) with If-None-Match -> 304,
 * Range -> 206 / 416 (If-Range honoured), Accept-Ranges. The bytes are read one chunk at a time.
 * Stored types (PDF, images) are never compressed on the way (they are compressed already, and a
 * 206's offsets are of the unencoded bytes), so Content-Length is the real length.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
  options: SendOptions,
): Promise<FastifyReply> {
  const etag = `"${file.sha256}"`;
  reply
    .header('ETag', etag)
    .header('Cache-Control', options.cacheControl ?? 'private, no-cache')
    .header('Accept-Ranges', 'bytes')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', contentDisposition(options.fileName, options.inline ?? true));

  if (etagMatches(request.headers['if-none-match'], etag)) {
    return reply.code(304).send();
  }

  const ifRange = request.headers['if-range']?.toString();
  const range =
    ifRange === undefined || ifRange.trim() === etag ? parseRange(request.headers.range, file.size) : null;
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('Content-Range', `bytes */${file.size}`)
      .send({ message: `The range is outside the file (${file.size} bytes)` });
  }
  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  if (range) reply.code(206).header('Content-Range', `bytes ${start}-${end}/${file.size}`);
  reply.header('Content-Type', file.contentType).header('Content-Length', String(end - start + 1));
  // HEAD: an empty stream keeps the Content-Length (an empty body would reset it to 0) and reads nothing.
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  return reply.send(Readable.from(readFileRange(request.server.db, file, start, end)));
}
