import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A list answered as a bare array (the spec's staff lists) says where its next page starts in a
 * `Link: <url>; rel="next"` header (RFC 8288): the same address with `cursor` set (docs/api.md, Paging).
 */
export function setNextLink(request: FastifyRequest, reply: FastifyReply, nextCursor: string | null): void {
  if (!nextCursor) return;
  const url = new URL(request.url, 'http://site');
  url.searchParams.set('cursor', nextCursor);
  reply.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
}
