import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homesContract as api } from '../../shared/contracts/homes.ts';
import { HOME_MESSAGES } from '../../shared/homes/homes.ts';
import { recordAudit } from '../audit/record.ts';
import { unlessDuplicate } from '../db/constraint-errors.ts';
import { routeOf } from '../http/contract-routes.ts';
import { HttpError } from '../http/errors.ts';
import {
  countResidents,
  deleteHome,
  findHome,
  insertHome,
  insertHomes,
  knownAddressKeys,
  listHomes,
  matchHome,
  updateHome,
} from './queries.ts';
import { readRoll, RollFileError, writeRoll } from './roll-csv.ts';
import { homeTookPart } from '../votes/queries.ts';

/** A roll of 5,000 lines of address and lot is well under this. */
const CSV_BODY_LIMIT = 1024 * 1024;

const notFound = () => new HttpError(404, HOME_MESSAGES.notFound);
const duplicate = () =>
  new HttpError(409, HOME_MESSAGES.duplicate, [{ path: 'address', message: HOME_MESSAGES.duplicate }]);

/** /api/homes (docs/product/homes.md): moderators read the roll, admins keep it. */
const homesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.route({
    ...routeOf(api.list),
    handler: async () => ({ items: await listHomes(app.db) }),
  });

  app.route({
    ...routeOf(api.match),
    handler: async (request) => ({ home: await matchHome(app.db, request.query.address) }),
  });

  app.route({
    ...routeOf(api.create),
    handler: async (request, reply) => {
      const home = await unlessDuplicate(insertHome(app.db, request.body), duplicate);
      await recordAudit(request, {
        action: 'create',
        kind: 'home',
        objectId: home.id,
        summary: home.address,
      });
      return reply.status(201).send(home);
    },
  });

  app.route({
    ...routeOf(api.update),
    handler: async (request) => {
      const home = await unlessDuplicate(updateHome(app.db, request.params.id, request.body), duplicate);
      if (!home) throw notFound();
      await recordAudit(request, {
        action: 'update',
        kind: 'home',
        objectId: home.id,
        summary: home.address,
      });
      return home;
    },
  });

  app.route({
    ...routeOf(api.remove),
    handler: async (request, reply) => {
      const home = await findHome(app.db, request.params.id);
      if (!home) throw notFound();
      // A home with people linked to it is part of their accounts (and later of votes): not deleted.
      const residents = await countResidents(app.db, home.id);
      if (residents > 0) throw new HttpError(409, HOME_MESSAGES.hasResidents(residents));
      if (await homeTookPart(app.db, home.id)) throw new HttpError(409, HOME_MESSAGES.tookPartInVote);
      await deleteHome(app.db, home.id);
      await recordAudit(request, {
        action: 'delete',
        kind: 'home',
        objectId: home.id,
        summary: home.address,
      });
      return reply.status(204).send();
    },
  });

  app.route({
    ...routeOf(api.import),
    // After the access guard: a JSON or form body is the wrong kind of file, said as such (415).
    preValidation: async (request) => {
      if (!/^text\/csv\b/i.test(request.headers['content-type'] ?? '')) {
        throw new HttpError(415, HOME_MESSAGES.csvNotCsv);
      }
    },
    handler: async (request) => {
      const dryRun = request.query.dryRun === 'true';
      // One transaction: a file refused as a whole, or a home added meanwhile, leaves nothing half-imported.
      const answer = await unlessDuplicate(
        app.db.transaction().execute(async (trx) => {
          let roll;
          try {
            roll = readRoll(request.body, await knownAddressKeys(trx));
          } catch (error) {
            if (error instanceof RollFileError) throw new HttpError(400, error.message);
            throw error;
          }
          if (!dryRun) await insertHomes(trx, roll.homes);
          return { created: roll.homes.length, skipped: roll.skipped, errors: roll.errors };
        }),
        duplicate,
      );
      if (!dryRun) {
        await recordAudit(request, {
          action: 'import',
          kind: 'home',
          objectId: null,
          summary: `imported ${answer.created} homes (${answer.skipped} already there, ${answer.errors.length} lines refused)`,
        });
      }
      return answer;
    },
  });

  app.route({
    ...routeOf(api.export),
    handler: async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="homes.csv"')
        .send(writeRoll(await listHomes(app.db))),
  });
};

export default homesRoutes;
