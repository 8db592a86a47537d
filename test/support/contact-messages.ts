import type { FastifyInstance } from 'fastify';
import { newId } from '../../src/server/db/ids.ts';

let counter = 0;

/** A stored contact message, inserted straight into the table as the contact form would leave it. */
export async function insertContactMessage(
  app: FastifyInstance,
  fields: Partial<{
    subject: string;
    status: string;
    createdAt: string;
    readAt: string | null;
    archivedAt: string | null;
  }> = {},
) {
  counter += 1;
  const row = {
    id: newId(),
    name: `Visitor ${counter}`,
    email: `visitor${counter}@example.org`,
    subject: fields.subject ?? `Question number ${counter}`,
    message: 'The streetlight on the corner of our street has been out for a week now.',
    status: fields.status ?? 'pending',
    createdAt: fields.createdAt ?? new Date(Date.now() + counter).toISOString(),
    readAt: fields.readAt ?? null,
    archivedAt: fields.archivedAt ?? null,
    deliveredAt: fields.status === 'delivered' ? new Date().toISOString() : null,
    ip: '127.0.0.1',
  };
  await app.db.insertInto('contactMessages').values(row).execute();
  return row;
}
