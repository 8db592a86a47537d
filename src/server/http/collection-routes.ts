import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamsSchema, noContent } from '../../shared/api.ts';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/connection.ts';
import type { Access } from './access.ts';
import { notFound } from './errors.ts';

/**
 * A collection the staff keep and anyone reads: GET / (the list), POST /, PATCH /:id and DELETE /:id,
 * every write guarded, audited and answered in the collection's declared shape.
 */
export interface Collection<Item extends { id: string }, Input extends z.ZodType, Patch extends z.ZodType> {
  /** The audit log's kind (`faq`, `school`, ...). */
  kind: string;
  /** What "... not found" names. */
  noun: string;
  /** Who may write; anyone reads. */
  writers: Exclude<Access, 'public'>;
  schemas: { item: z.ZodType<Item>; input: Input; patch: Patch };
  queries: {
    list: (db: Db) => Promise<Item[]>;
    insert: (db: Db, values: z.output<Input>) => Promise<Item>;
    update: (db: Db, id: string, changes: z.output<Patch>) => Promise<Item | undefined>;
    remove: (db: Db, id: string) => Promise<Item | undefined>;
  };
  /** How the audit log names an item. */
  summary: (item: Item) => string;
  /**
   * The key an answer is wrapped in, where the API has always wrapped it (`{ data: [...] }`,
   * `{ hoa }`); a bare array or object otherwise.
   */
  envelopes?: { list?: string; created?: string; updated?: string };
  /**
   * A different answer after a create or an edit (audited already), when the body asked for more
   * than the write: news sent with `announce: true` answers 202 with the number of mails queued.
   */
  followUp?: {
    status: number;
    schema: z.ZodType;
    run: (request: FastifyRequest, item: Item) => Promise<unknown | undefined>;
  };
}

const enveloped = (key: string | undefined, schema: z.ZodType) =>
  key ? z.object({ [key]: schema }) : schema;
const envelope = (key: string | undefined, value: unknown) => (key ? { [key]: value } : value);

export function collectionRoutes<
  Item extends { id: string },
  Input extends z.ZodType,
  Patch extends z.ZodType,
>(collection: Collection<Item, Input, Patch>): FastifyPluginAsync {
  const { kind, noun, schemas, queries, summary, envelopes = {}, followUp } = collection;
  const followUpResponse = followUp ? { [followUp.status]: followUp.schema } : {};
  const writers = { access: collection.writers };
  return async (app) => {
    app.get(
      '/',
      {
        config: { access: 'public' },
        schema: { response: { 200: enveloped(envelopes.list, z.array(schemas.item)) } },
      },
      async () => envelope(envelopes.list, await queries.list(app.db)),
    );

    app.post(
      '/',
      {
        config: writers,
        schema: {
          body: schemas.input,
          response: { 201: enveloped(envelopes.created, schemas.item), ...followUpResponse },
        },
      },
      async (request, reply) => {
        const item = await queries.insert(app.db, request.body as z.output<Input>);
        await recordAudit(request, { action: 'create', kind, objectId: item.id, summary: summary(item) });
        const other = await followUp?.run(request, item);
        if (other !== undefined) return (reply as FastifyReply).status(followUp!.status).send(other);
        return reply.status(201).send(envelope(envelopes.created, item));
      },
    );

    app.patch(
      '/:id',
      {
        config: writers,
        schema: {
          params: idParamsSchema,
          body: schemas.patch,
          response: { 200: enveloped(envelopes.updated, schemas.item), ...followUpResponse },
        },
      },
      async (request, reply) => {
        const { id } = request.params as z.output<typeof idParamsSchema>;
        const item = await queries.update(app.db, id, request.body as z.output<Patch>);
        if (!item) throw notFound(noun);
        await recordAudit(request, { action: 'update', kind, objectId: item.id, summary: summary(item) });
        const other = await followUp?.run(request, item);
        if (other !== undefined) return (reply as FastifyReply).status(followUp!.status).send(other);
        return envelope(envelopes.updated, item);
      },
    );

    app.delete(
      '/:id',
      { config: writers, schema: { params: idParamsSchema, response: { 204: noContent } } },
      async (request, reply) => {
        const { id } = request.params as z.output<typeof idParamsSchema>;
        const item = await queries.remove(app.db, id);
        if (!item) throw notFound(noun);
        await recordAudit(request, { action: 'delete', kind, objectId: item.id, summary: summary(item) });
        return reply.status(204).send();
      },
    );
  };
}
