import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendStoredFile } from '../files/send.ts';
import { getFile } from '../files/store.ts';
import { notFound } from '../http/errors.ts';
import { findArcAttachment } from './queries.ts';

/**
 * Streams one attachment of a request the caller may see, inline (PDFs and images open in the
 * browser), with the store's ETag and Range support. Unknown: 404.
 */
export async function sendArcAttachment(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  requestId: string,
  attachmentId: string,
): Promise<FastifyReply> {
  const attachment = await findArcAttachment(app.db, requestId, attachmentId);
  const file = attachment && (await getFile(app.db, attachment.fileId));
  if (!attachment || !file) throw notFound('Attachment');
  return sendStoredFile(request, reply, file, { fileName: attachment.fileName, inline: true });
}
