import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { votesContract as api } from '../../shared/contracts/votes.ts';
import { can } from '../../shared/policies.ts';
import { VOTE_MESSAGES, type VoteState } from '../../shared/votes/votes.ts';
import { recordAudit } from '../audit/record.ts';
import { unlessDuplicate } from '../db/constraint-errors.ts';
import { findHome } from '../homes/queries.ts';
import { callerOf } from '../http/access.ts';
import { routeOf } from '../http/contract-routes.ts';
import { contentDisposition } from '../files/content-disposition.ts';
import { HttpError } from '../http/errors.ts';
import type { UserRow } from '../users/table.ts';
import { fileCertificate, remindHomes } from './follow-ups.ts';
import { openDueVotes } from './openings.ts';
import {
  cancelVote,
  castBallot,
  deleteScheduledVote,
  findVote,
  insertVote,
  isOnRoll,
  listVotePage,
  optionsOf,
  resultsOf,
  stateOf,
  toVotes,
  updateScheduledVote,
} from './queries.ts';
import { checkChoices, voteValuesOf } from './rules.ts';
import type { VoteRow } from './table.ts';

const notFound = () => new HttpError(404, VOTE_MESSAGES.notFound);

/** Why a ballot cannot be cast in this state (409), or nothing while the vote is open. */
const CLOSED_TO_BALLOTS: Partial<Record<VoteState, string>> = {
  scheduled: VOTE_MESSAGES.notOpenYet,
  closed: VOTE_MESSAGES.closed,
  cancelled: VOTE_MESSAGES.cancelled,
};

const voterOf = (user: UserRow) => ({ homeId: user.homeId, relation: user.homeRelation });

/** /api/votes (docs/product/votes.md): admins run votes, each eligible home casts one ballot. */
const votesRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The vote as its reader sees it, the roll taken first if it has just opened. */
  async function readVote(id: string, user: UserRow | null) {
    await openDueVotes(app);
    const row = await findVote(app.db, id);
    if (!row) throw notFound();
    return { row, vote: (await toVotes(app.db, [row], user && voterOf(user)))[0]! };
  }

  app.route({
    ...routeOf(api.list),
    handler: async (request) => {
      await openDueVotes(app);
      const caller = callerOf(request);
      const page = await listVotePage(app.db, request.query);
      return { ...page, items: await toVotes(app.db, page.items, voterOf(caller)) };
    },
  });

  app.route({
    ...routeOf(api.one),
    handler: async (request) => (await readVote(request.params.id, callerOf(request))).vote,
  });

  app.route({
    ...routeOf(api.create),
    handler: async (request, reply) => {
      const values = voteValuesOf(request.body, await app.community.read());
      const row = await insertVote(app.db, values);
      await recordAudit(request, {
        action: 'create',
        kind: 'vote',
        objectId: row.id,
        summary: `${values.kind} "${values.title}", ${row.opensAt} to ${row.closesAt}`,
      });
      return reply.status(201).send((await toVotes(app.db, [row], voterOf(callerOf(request))))[0]!);
    },
  });

  app.route({
    ...routeOf(api.update),
    handler: async (request) => {
      const current = await findVote(app.db, request.params.id);
      if (!current) throw notFound();
      if (stateOf(current) !== 'scheduled') throw new HttpError(409, VOTE_MESSAGES.started);
      const options = (await optionsOf(app.db, [current.id])).get(current.id) ?? [];
      const body = request.body;
      const merged = {
        title: body.title ?? current.title,
        description: body.description !== undefined ? body.description : current.description,
        kind: body.kind ?? (current.kind as 'poll'),
        options: body.options ?? options.map((o) => ({ label: o.label })),
        maxChoices: body.maxChoices ?? current.maxChoices,
        opensAt: body.opensAt ?? current.opensAt,
        closesAt: body.closesAt ?? current.closesAt,
        secret: body.secret ?? current.secret === 1,
        quorumPercent: body.quorumPercent ?? current.quorumPercent,
        passPercent: body.passPercent ?? current.passPercent,
        voters: body.voters ?? (current.voters as 'owners'),
      };
      const values = voteValuesOf(merged, await app.community.read());
      const row = await updateScheduledVote(app.db, current.id, values, body.options !== undefined);
      if (!row) throw new HttpError(409, VOTE_MESSAGES.started);
      await recordAudit(request, {
        action: 'update',
        kind: 'vote',
        objectId: row.id,
        summary: `"${row.title}": ${Object.keys(body).join(', ')}`,
      });
      return (await toVotes(app.db, [row], voterOf(callerOf(request))))[0]!;
    },
  });

  app.route({
    ...routeOf(api.remove),
    handler: async (request, reply) => {
      const current = await findVote(app.db, request.params.id);
      if (!current) throw notFound();
      if (!(await deleteScheduledVote(app.db, current.id))) throw new HttpError(409, VOTE_MESSAGES.started);
      await recordAudit(request, {
        action: 'delete',
        kind: 'vote',
        objectId: current.id,
        summary: current.title,
      });
      return reply.status(204).send();
    },
  });

  app.route({
    ...routeOf(api.cancel),
    handler: async (request) => {
      const current = await findVote(app.db, request.params.id);
      if (!current) throw notFound();
      const state = stateOf(current);
      if (state === 'cancelled') throw new HttpError(409, VOTE_MESSAGES.alreadyCancelled);
      if (state === 'closed') throw new HttpError(409, VOTE_MESSAGES.closed);
      const row = await cancelVote(app.db, current.id, request.body.reason);
      if (!row) throw new HttpError(409, VOTE_MESSAGES.closed);
      await recordAudit(request, {
        action: 'cancel',
        kind: 'vote',
        objectId: row.id,
        summary: `"${row.title}": ${request.body.reason}`,
      });
      return (await toVotes(app.db, [row], voterOf(callerOf(request))))[0]!;
    },
  });

  app.route({
    ...routeOf(api.cast),
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const { row, vote } = await readVote(request.params.id, caller);
      const closed = CLOSED_TO_BALLOTS[vote.state];
      if (closed) throw new HttpError(409, closed);
      const { homeId, castBy, castByName, recordedBy, address } = await whoCasts(
        app,
        row,
        caller,
        request.body.homeId,
      );
      checkChoices(request.body.choices, vote.options, vote.maxChoices);
      // The participation record's key decides a race between two ballots of one home.
      const receipt = await unlessDuplicate(
        castBallot(app.db, row, { homeId, choices: request.body.choices, castBy, castByName, recordedBy }),
        () => new HttpError(409, VOTE_MESSAGES.alreadyVoted),
      );
      // Who and when, as the participation record says; never what was chosen.
      await recordAudit(request, {
        action: 'ballot',
        kind: 'vote',
        objectId: row.id,
        summary: recordedBy
          ? `"${row.title}": paper ballot recorded for ${address}`
          : `"${row.title}": ${address} voted online`,
      });
      return reply.status(201).send({ receipt });
    },
  });

  app.route({
    ...routeOf(api.results),
    handler: async (request) => {
      const { vote } = await readVote(request.params.id, callerOf(request));
      if (vote.state !== 'closed') throw new HttpError(409, VOTE_MESSAGES.resultsNotYet);
      return resultsOf(app.db, vote);
    },
  });

  app.route({
    ...routeOf(api.remind),
    handler: async (request) => {
      const { row, vote } = await readVote(request.params.id, callerOf(request));
      const sent = await remindHomes(app, row, vote);
      await recordAudit(request, {
        action: 'announce',
        kind: 'vote',
        objectId: row.id,
        summary: `"${row.title}": reminded ${sent.homes} homes that had not voted (${sent.queued} mails)`,
      });
      return sent;
    },
  });

  app.route({
    ...routeOf(api.fileCertificate),
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const { row, vote } = await readVote(request.params.id, caller);
      const document = await fileCertificate(app, row, vote, caller.id);
      await recordAudit(request, {
        action: 'create',
        kind: 'document',
        objectId: document.id,
        summary: `${document.title} (the certificate of a vote)`,
      });
      return reply.status(201).send(document);
    },
  });

  app.route({
    ...routeOf(api.certificate),
    handler: async (request, reply) => {
      const { vote } = await readVote(request.params.id, callerOf(request));
      if (vote.state !== 'closed') throw new HttpError(409, VOTE_MESSAGES.resultsNotYet);
      const results = await resultsOf(app.db, vote);
      // pdf-lib loads with the first certificate asked for, as the ACC letters do.
      const { voteCertificate } = await import('./certificate.ts');
      const pdf = await voteCertificate(vote, results, await app.community.read());
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition(`Result - ${vote.title}.pdf`, false))
        .header('Cache-Control', 'private, no-cache')
        .send(Buffer.from(pdf));
    },
  });
};

/**
 * The home a ballot is for: the caller's own (an approved resident of an eligible home, an owner
 * when owners vote), or with `homeId`, an admin's paper ballot for that home. 403 says why not.
 */
async function whoCasts(app: FastifyInstance, vote: VoteRow, caller: UserRow, paperFor: string | undefined) {
  if (paperFor !== undefined) {
    if (!can(caller, 'votes.manage'))
      throw new HttpError(403, 'Only an administrator records a paper ballot for a home.');
    const home = await findHome(app.db, paperFor);
    if (!home)
      throw new HttpError(400, VOTE_MESSAGES.homeNotFound, [
        { path: 'homeId', message: VOTE_MESSAGES.homeNotFound },
      ]);
    if (!(await isOnRoll(app.db, vote.id, home.id))) throw new HttpError(403, VOTE_MESSAGES.homeNotEligible);
    return {
      homeId: home.id,
      castBy: null,
      castByName: 'Paper ballot',
      recordedBy: caller.id,
      address: home.address,
    };
  }
  if (!caller.homeId) throw new HttpError(403, VOTE_MESSAGES.noHome);
  if (vote.voters === 'owners' && caller.homeRelation !== 'owner')
    throw new HttpError(403, VOTE_MESSAGES.notOwner);
  if (!(await isOnRoll(app.db, vote.id, caller.homeId))) throw new HttpError(403, VOTE_MESSAGES.notEligible);
  const home = await findHome(app.db, caller.homeId);
  return {
    homeId: caller.homeId,
    castBy: caller.id,
    castByName: caller.username,
    recordedBy: null,
    address: home?.address ?? caller.homeId,
  };
}

export default votesRoutes;
