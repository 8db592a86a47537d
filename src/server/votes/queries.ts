import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Vote, VoteResults, VoteState, Voters } from '../../shared/votes/votes.ts';
import {
  quorumHomesOf,
  resolutionPassed,
  VOTE_DEFAULT_PAGE,
  VOTE_MESSAGES,
} from '../../shared/votes/votes.ts';
import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import { keysetPage, type Keyset } from '../db/keyset.ts';
import type { PageRequest } from '../../shared/paging/paging.ts';
import type { VoteRow } from './table.ts';

/** What a vote is, decided by the server before it is stored (options and defaults resolved). */
export interface VoteValues {
  title: string;
  description: string | null;
  kind: string;
  options: string[];
  maxChoices: number;
  opensAt: string;
  closesAt: string;
  secret: boolean;
  quorumPercent: number;
  passPercent: number;
  voters: Voters;
}

export interface VoteOption {
  id: string;
  label: string;
}

/** `state` follows the clock (docs/product/votes.md). */
export function stateOf(row: VoteRow, now = new Date()): VoteState {
  if (row.cancelledAt) return 'cancelled';
  const at = now.getTime();
  if (at < Date.parse(row.opensAt)) return 'scheduled';
  if (at < Date.parse(row.closesAt)) return 'open';
  return 'closed';
}

/** Instants are stored in one form (UTC, milliseconds) so they compare as text on both engines. */
const stored = (instant: string) => new Date(instant).toISOString();

export function findVote(db: Db, id: string): Promise<VoteRow | undefined> {
  return db.selectFrom('votes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Finished votes, newest opening first, on votes_opens_idx. */
const FINISHED_ORDER: Keyset<VoteRow> = {
  columns: ['opensAt', 'id'],
  order: 'desc',
  key: (row) => [row.opensAt, row.id],
};

/**
 * A page of the votes list (docs/product/votes.md): the first page holds every vote still to come or
 * open (a community has a few at a time, and a resident must never have to page to find the one to
 * cast), then the closed and cancelled ones, which grow by a few a year for ever, a page at a time.
 */
export async function listVotePage(
  db: Db,
  page: PageRequest,
  now = new Date(),
): Promise<{ items: VoteRow[]; nextCursor: string | null; prevCursor?: string | null }> {
  const at = now.toISOString();
  const current = page.cursor
    ? []
    : await db
        .selectFrom('votes')
        .selectAll()
        .where('cancelledAt', 'is', null)
        .where('closesAt', '>', at)
        .orderBy('opensAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
  const finished = db
    .selectFrom('votes')
    .selectAll()
    .where((eb) => eb.or([eb('cancelledAt', 'is not', null), eb('closesAt', '<=', at)]));
  const rest = await keysetPage(finished, FINISHED_ORDER, page, VOTE_DEFAULT_PAGE, (row) => row);
  return { ...rest, items: [...current, ...rest.items] };
}

export async function optionsOf(db: Db, voteIds: string[]): Promise<Map<string, VoteOption[]>> {
  const byVote = new Map<string, VoteOption[]>();
  if (voteIds.length === 0) return byVote;
  const rows = await db
    .selectFrom('voteOptions')
    .select(['id', 'voteId', 'label'])
    .where('voteId', 'in', voteIds)
    .orderBy('voteId')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = byVote.get(row.voteId) ?? [];
    list.push({ id: row.id, label: row.label });
    byVote.set(row.voteId, list);
  }
  return byVote;
}

async function writeOptions(db: Db, voteId: string, labels: string[]) {
  await db.deleteFrom('voteOptions').where('voteId', '=', voteId).execute();
  await db
    .insertInto('voteOptions')
    .values(labels.map((label, position) => ({ id: newId(), voteId, label, position })))
    .execute();
}

function columnsOf(values: VoteValues) {
  return {
    title: values.title,
    description: values.description,
    kind: values.kind,
    maxChoices: values.maxChoices,
    opensAt: stored(values.opensAt),
    closesAt: stored(values.closesAt),
    secret: values.secret ? 1 : 0,
    quorumPercent: values.quorumPercent,
    passPercent: values.passPercent,
    voters: values.voters,
  };
}

export async function insertVote(db: Db, values: VoteValues): Promise<VoteRow> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const row = await trx
      .insertInto('votes')
      .values({
        id: newId(),
        ...columnsOf(values),
        cancelledAt: null,
        cancelReason: null,
        rollFrozenAt: null,
        noticeQueuedAt: null,
        remindedAt: null,
        certificateDocumentId: null,
        createdAt: now,
        updatedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeOptions(trx, row.id, values.options);
    return row;
  });
}

/**
 * Changes a vote that has not opened: the condition is in the UPDATE, so a vote that opens while
 * the admin saves is not changed (undefined: the caller's 409).
 */
export async function updateScheduledVote(
  db: Db,
  id: string,
  values: VoteValues,
  optionsChanged: boolean,
): Promise<VoteRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('votes')
      .set({ ...columnsOf(values), updatedAt: nowIso() })
      .where('id', '=', id)
      .where('cancelledAt', 'is', null)
      .where('opensAt', '>', nowIso())
      .returningAll()
      .executeTakeFirst();
    if (row && optionsChanged) await writeOptions(trx, id, values.options);
    return row;
  });
}

export async function deleteScheduledVote(db: Db, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('votes')
    .where('id', '=', id)
    .where('cancelledAt', 'is', null)
    .where('opensAt', '>', nowIso())
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function cancelVote(db: Db, id: string, reason: string): Promise<VoteRow | undefined> {
  const now = nowIso();
  return db
    .updateTable('votes')
    .set({ cancelledAt: now, cancelReason: reason, updatedAt: now })
    .where('id', '=', id)
    .where('cancelledAt', 'is', null)
    .where('closesAt', '>', now)
    .returningAll()
    .executeTakeFirst();
}

const STAFF_ROLES = ['MODERATOR', 'ADMIN'];

/** The homes with at least one approved resident (staff count) of the vote's voters. */
function eligibleHomesQuery(db: Db, voters: string) {
  let query = db
    .selectFrom('users')
    .select('homeId')
    .distinct()
    .where('homeId', 'is not', null)
    .where((eb) => eb.or([eb('residentStatus', '=', 'approved'), eb('role', 'in', STAFF_ROLES)]));
  if (voters === 'owners') query = query.where('homeRelation', '=', 'owner');
  return query;
}

/**
 * Takes the roll of every vote that has opened and has none yet: the homes eligible at that
 * moment, frozen (docs/product/votes.md). One conditional UPDATE claims each vote, so of several processes
 * (or requests) at once exactly one writes its roll. Returns the votes whose roll was taken here.
 */
export async function freezeOpenedRolls(db: Db, now = new Date()): Promise<VoteRow[]> {
  const due = await db
    .selectFrom('votes')
    .selectAll()
    .where('rollFrozenAt', 'is', null)
    .where('cancelledAt', 'is', null)
    .where('opensAt', '<=', now.toISOString())
    .execute();
  const frozen: VoteRow[] = [];
  for (const vote of due) {
    const taken = await db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable('votes')
        .set({ rollFrozenAt: now.toISOString() })
        .where('id', '=', vote.id)
        .where('rollFrozenAt', 'is', null)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return false;
      const homes = await eligibleHomesQuery(trx, vote.voters).execute();
      for (let i = 0; i < homes.length; i += 200) {
        await trx
          .insertInto('voteRoll')
          .values(homes.slice(i, i + 200).map((h) => ({ voteId: vote.id, homeId: h.homeId! })))
          .execute();
      }
      return true;
    });
    if (taken) frozen.push({ ...vote, rollFrozenAt: now.toISOString() });
  }
  return frozen;
}

/** Marks a vote's opening notice as queued; true only for the one caller that marks it. */
export async function claimNotice(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('votes')
    .set({ noticeQueuedAt: nowIso() })
    .where('id', '=', id)
    .where('noticeQueuedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The verified addresses of the residents of a vote's eligible homes, for its notice. */
export async function noticeRecipients(db: Db, vote: VoteRow) {
  let query = db
    .selectFrom('users')
    .innerJoin('voteRoll', 'voteRoll.homeId', 'users.homeId')
    .select(['users.email', 'users.username', 'voteRoll.homeId'])
    .where('voteRoll.voteId', '=', vote.id)
    .where('users.emailVerifiedAt', 'is not', null)
    .where((eb) => eb.or([eb('users.residentStatus', '=', 'approved'), eb('users.role', 'in', STAFF_ROLES)]));
  if (vote.voters === 'owners') query = query.where('users.homeRelation', '=', 'owner');
  return query.execute();
}

export async function isOnRoll(db: Db, voteId: string, homeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('voteRoll')
    .select('homeId')
    .where('voteId', '=', voteId)
    .where('homeId', '=', homeId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a home would be eligible now (a scheduled vote's roll is not taken yet). */
async function wouldBeEligible(db: Db, voters: string, homeId: string): Promise<boolean> {
  const row = await eligibleHomesQuery(db, voters).where('homeId', '=', homeId).executeTakeFirst();
  return row !== undefined;
}

interface Counts {
  eligible: number;
  voted: number;
}

/** Eligible homes (the frozen roll, or who would be eligible now) and homes voted, per vote. */
async function countsOf(db: Db, votes: VoteRow[]): Promise<Map<string, Counts>> {
  const counts = new Map<string, Counts>(votes.map((v) => [v.id, { eligible: 0, voted: 0 }]));
  const ids = votes.map((v) => v.id);
  if (ids.length === 0) return counts;
  const rolls = await db
    .selectFrom('voteRoll')
    .select(['voteId', db.fn.countAll<number>().as('n')])
    .where('voteId', 'in', ids)
    .groupBy('voteId')
    .execute();
  for (const r of rolls) counts.get(r.voteId)!.eligible = Number(r.n);
  const voted = await db
    .selectFrom('voteParticipation')
    .select(['voteId', db.fn.countAll<number>().as('n')])
    .where('voteId', 'in', ids)
    .groupBy('voteId')
    .execute();
  for (const r of voted) counts.get(r.voteId)!.voted = Number(r.n);
  const unfrozen = votes.filter((v) => v.rollFrozenAt === null);
  for (const voters of new Set(unfrozen.map((v) => v.voters))) {
    const now = (await eligibleHomesQuery(db, voters).execute()).length;
    for (const v of unfrozen) if (v.voters === voters) counts.get(v.id)!.eligible = now;
  }
  return counts;
}

/** The caller's home as the vote page shows it (null: the caller has no home). */
export interface Voter {
  homeId: string | null;
  relation: string | null;
}

/** The caller's home in each vote as the vote page shows it: four reads for a whole page of votes. */
async function myHomesOf(db: Db, rows: VoteRow[], voter: Voter | null): Promise<Map<string, Vote['myHome']>> {
  const mine = new Map<string, Vote['myHome']>();
  if (!voter) {
    for (const row of rows) mine.set(row.id, null);
    return mine;
  }
  const homeId = voter.homeId;
  if (!homeId) {
    for (const row of rows) {
      mine.set(row.id, {
        eligible: false,
        voted: false,
        castBy: null,
        castAt: null,
        reason: VOTE_MESSAGES.noHome,
      });
    }
    return mine;
  }
  const ids = rows.map((row) => row.id);
  const [onRoll, casts] = ids.length
    ? await Promise.all([
        db
          .selectFrom('voteRoll')
          .select('voteId')
          .where('homeId', '=', homeId)
          .where('voteId', 'in', ids)
          .execute(),
        db
          .selectFrom('voteParticipation')
          .select(['voteId', 'castByName', 'castAt'])
          .where('homeId', '=', homeId)
          .where('voteId', 'in', ids)
          .execute(),
      ])
    : [[], []];
  const rolled = new Set(onRoll.map((row) => row.voteId));
  const castOf = new Map(casts.map((row) => [row.voteId, row]));
  // A vote not open yet has no roll: who would be on it now, asked once per kind of roll.
  const wouldBe = new Map<string, boolean>();
  for (const voters of new Set(rows.filter((row) => row.rollFrozenAt === null).map((row) => row.voters))) {
    wouldBe.set(voters, await wouldBeEligible(db, voters, homeId));
  }
  for (const row of rows) {
    const relationFits = row.voters === 'residents' || voter.relation === 'owner';
    const eligible =
      relationFits && (row.rollFrozenAt === null ? wouldBe.get(row.voters)! : rolled.has(row.id));
    const cast = castOf.get(row.id);
    mine.set(row.id, {
      eligible,
      voted: cast !== undefined,
      castBy: cast?.castByName ?? null,
      castAt: cast?.castAt ?? null,
      reason: eligible ? null : relationFits ? VOTE_MESSAGES.notEligible : VOTE_MESSAGES.notOwner,
    });
  }
  return mine;
}

/** Votes as the API answers them: participation, never a tally. */
export async function toVotes(
  db: Db,
  rows: VoteRow[],
  voter: Voter | null,
  now = new Date(),
): Promise<Vote[]> {
  const [options, counts, mine] = await Promise.all([
    optionsOf(
      db,
      rows.map((r) => r.id),
    ),
    countsOf(db, rows),
    myHomesOf(db, rows, voter),
  ]);
  return rows.map((row) => {
    const { eligible, voted } = counts.get(row.id)!;
    const quorumHomes = quorumHomesOf(eligible, row.quorumPercent);
    return {
      id: row.id,
      _id: row.id,
      title: row.title,
      description: row.description,
      kind: row.kind as Vote['kind'],
      options: options.get(row.id) ?? [],
      maxChoices: row.maxChoices,
      opensAt: row.opensAt,
      closesAt: row.closesAt,
      secret: row.secret === 1,
      quorumPercent: row.quorumPercent,
      passPercent: row.passPercent,
      voters: row.voters as Voters,
      state: stateOf(row, now),
      cancelReason: row.cancelReason,
      eligibleHomes: eligible,
      homesVoted: voted,
      quorumHomes,
      quorumReached: voted >= quorumHomes && eligible > 0,
      myHome: mine.get(row.id) ?? null,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  });
}

/** A receipt a person can read out: 12 characters from an alphabet without look-alikes, in groups. */
function newReceipt(): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
}

export const receiptHash = (receipt: string) => createHash('sha256').update(receipt).digest('hex');

/**
 * Stores a home's ballot: the record that it voted first (its primary key refuses a second ballot
 * of the home, however many arrive at once: the caller's 409), then the ballot apart, with a random
 * id and no time, and the receipt in the published list. One transaction: all or nothing.
 */
export async function castBallot(
  db: Db,
  vote: VoteRow,
  cast: {
    homeId: string;
    choices: string[];
    castBy: string | null;
    castByName: string;
    recordedBy: string | null;
  },
): Promise<string> {
  const receipt = newReceipt();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('voteParticipation')
      .values({
        voteId: vote.id,
        homeId: cast.homeId,
        castBy: cast.castBy,
        castByName: cast.castByName,
        recordedBy: cast.recordedBy,
        castAt: nowIso(),
      })
      .execute();
    await trx
      .insertInto('voteBallots')
      .values({
        voteId: vote.id,
        id: randomUUID(),
        choices: JSON.stringify(cast.choices),
        receiptHash: receiptHash(receipt),
        homeId: vote.secret === 1 ? null : cast.homeId,
      })
      .execute();
    await trx.insertInto('voteReceipts').values({ voteId: vote.id, receipt }).execute();
  });
  return receipt;
}

/** The result of a closed vote (docs/product/votes.md). */
export async function resultsOf(db: Db, vote: Vote): Promise<VoteResults> {
  const ballots = await db
    .selectFrom('voteBallots')
    .select('choices')
    .where('voteId', '=', vote.id)
    .execute();
  const tally = new Map(vote.options.map((o) => [o.id, 0]));
  for (const ballot of ballots) {
    for (const choice of JSON.parse(ballot.choices) as string[])
      tally.set(choice, (tally.get(choice) ?? 0) + 1);
  }
  const receipts = await db
    .selectFrom('voteReceipts')
    .select('receipt')
    .where('voteId', '=', vote.id)
    .orderBy('receipt')
    .execute();
  const votesFor = (label: string) => {
    const option = vote.options.find((o) => o.label.toLowerCase() === label);
    return option ? (tally.get(option.id) ?? 0) : 0;
  };
  return {
    options: vote.options.map((o) => ({ ...o, votes: tally.get(o.id) ?? 0 })),
    ballots: ballots.length,
    eligibleHomes: vote.eligibleHomes,
    homesVoted: vote.homesVoted,
    quorumHomes: vote.quorumHomes,
    quorumReached: vote.quorumReached,
    passed:
      vote.kind === 'resolution'
        ? resolutionPassed(votesFor('yes'), votesFor('no'), vote.passPercent, vote.quorumReached)
        : null,
    receipts: receipts.map((r) => r.receipt),
  };
}

/** Whether a home is on the roll of any vote (a home that took part is kept). */
export async function homeTookPart(db: Db, homeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('voteRoll')
    .select('voteId')
    .where('homeId', '=', homeId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Claims today's reminder of a vote: true only if none went out in the last 24 hours. */
export async function claimReminder(db: Db, id: string, now = new Date()): Promise<boolean> {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000).toISOString();
  const result = await db
    .updateTable('votes')
    .set({ remindedAt: now.toISOString() })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('remindedAt', 'is', null), eb('remindedAt', '<=', dayAgo)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The verified residents (of the vote's voters) of the homes on its roll that have not voted. */
export async function reminderRecipients(db: Db, vote: VoteRow) {
  const recipients = await noticeRecipients(db, vote);
  const voted = new Set(
    (await db.selectFrom('voteParticipation').select('homeId').where('voteId', '=', vote.id).execute()).map(
      (r) => r.homeId,
    ),
  );
  return recipients.filter((r) => !voted.has(r.homeId));
}

/** Records the library document that holds a vote's certificate; false if one was filed already. */
export async function recordCertificateDocument(db: Db, id: string, documentId: string): Promise<boolean> {
  const result = await db
    .updateTable('votes')
    .set({ certificateDocumentId: documentId })
    .where('id', '=', id)
    .where('certificateDocumentId', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
