import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CollectionContract } from '../../shared/contracts/collection.ts';
import type { Envelopes } from '../../shared/endpoints/collection.ts';
import { recordAudit } from '../audit/record.ts';
import type { AuditKind } from '../../shared/audit.ts';
import type { Db } from '../db/connection.ts';
import type { Page } from '../../shared/paging/paging.ts';
import { routeOf } from './contract-routes.ts';
import { notFound } from './errors.ts';

/**
 * How a collection's routes behave (its contracts say what they are): every write guarded by the
 * contract's ability, audited, and answered in the collection's envelope.
 */
export interface Collection<
  ItemSchema extends z.ZodType<{ id: string }>,
  InputSchema extends z.ZodType,
  PatchSchema extends z.ZodType,
  Item extends z.output<ItemSchema> = z.output<ItemSchema>,
  Input = z.output<InputSchema>,
  Patch = z.output<PatchSchema>,
> {
  contracts: CollectionContract<ItemSchema, InputSchema, PatchSchema>;
  envelopes: Envelopes;
  /** The audit log's kind. */
  kind: AuditKind;
  /** What "... not found" names. */
  noun: string;
  queries: {
    /** The whole list, or (a paged list, docs/api.md, Paging) one page of it for the request's query. */
    list: (db: Db, query: never) => Promise<Item[] | Page<Item>>;
    insert: (db: Db, values: Input) => Promise<Item>;
    update: (db: Db, id: string, changes: Patch) => Promise<Item | undefined>;
    remove: (db: Db, id: string) => Promise<Item | undefined>;
  };
  /** How the audit log names an item. */
  summary: (item: Item) => string;
  /**
   * A different answer after a create or an edit (audited already), when the body asked for more
   * than the write: news sent with `announce: true` answers 202 with the number of mails queued.
   * Its status and schema are in the contract.
   */
  followUp?: {
    status: number;
    run: (request: FastifyRequest, item: Item) => Promise<unknown | undefined>;
  };
}

const envelope = (key: string | undefined, value: unknown) => (key ? { [key]: value } : value);

/**
 * The four routes of a collection. Typed loosely inside (one implementation serves every
 * collection); each collection's contract types its wire, and the contract's response schemas
 * check every answer as it is serialized.
 */
export function collectionRoutes<
  ItemSchema extends z.ZodType<{ id: string }>,
  InputSchema extends z.ZodType,
  PatchSchema extends z.ZodType,
>(collection: Collection<ItemSchema, InputSchema, PatchSchema>): FastifyPluginAsync {
  type Input = z.output<InputSchema>;
  type Patch = z.output<PatchSchema>;
  const { contracts, envelopes, kind, noun, queries, summary, followUp } = collection;
  const idOf = (request: FastifyRequest) => (request.params as z.output<z.ZodObject<{ id: z.ZodString }>>).id;
  return async (app) => {
    app.route({
      ...routeOf(contracts.list),
      handler: async (request: FastifyRequest) => {
        const list = await queries.list(app.db, request.query as never);
        if (Array.isArray(list)) return envelope(envelopes.list, list);
        // A page: its items in the list's envelope, and where the pages around it start.
        const { items, ...cursors } = list;
        return { [envelopes.list ?? 'items']: items, ...cursors };
      },
    });

    app.route({
      ...routeOf(contracts.create),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const item = await queries.insert(app.db, request.body as Input);
        await recordAudit(request, { action: 'create', kind, objectId: item.id, summary: summary(item) });
        const other = await followUp?.run(request, item);
        if (other !== undefined) return reply.status(followUp!.status).send(other);
        return reply.status(201).send(envelope(envelopes.created, item));
      },
    });

    app.route({
      ...routeOf(contracts.update),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const item = await queries.update(app.db, idOf(request), request.body as Patch);
        if (!item) throw notFound(noun);
        await recordAudit(request, { action: 'update', kind, objectId: item.id, summary: summary(item) });
        const other = await followUp?.run(request, item);
        if (other !== undefined) return reply.status(followUp!.status).send(other);
        return reply.send(envelope(envelopes.updated, item));
      },
    });

    app.route({
      ...routeOf(contracts.remove),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const item = await queries.remove(app.db, idOf(request));
        if (!item) throw notFound(noun);
        await recordAudit(request, { action: 'delete', kind, objectId: item.id, summary: summary(item) });
        return reply.status(204).send();
      },
    });
  };
}
