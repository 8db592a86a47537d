import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { formatLongDateTimeIn } from '../../shared/dates.ts';
import { quorumHomesOf } from '../../shared/votes/votes.ts';
import { mailEnabled } from '../community/public.ts';
import { scheduleJob } from '../coordination/jobs.ts';
import { claimNotice, freezeOpenedRolls, noticeRecipients, optionsOf } from './queries.ts';
import type { VoteRow } from './table.ts';

/**
 * What happens when a vote opens (docs/product/votes.md): its roll of eligible homes is taken, then the
 * residents of those homes are mailed a notice, once, through the outbox. Run by a job every
 * minute and before any read of votes, so a vote is never shown or voted in without its roll.
 */
export async function openDueVotes(app: FastifyInstance): Promise<void> {
  const opened = await freezeOpenedRolls(app.db);
  for (const vote of opened) await queueNotice(app, vote);
}

async function queueNotice(app: FastifyInstance, vote: VoteRow): Promise<void> {
  // Claimed even without mail: a notice switched on later would reach people after the fact.
  if (!(await claimNotice(app.db, vote.id))) return;
  if (!mailEnabled(app) || Date.parse(vote.closesAt) <= Date.now()) return;
  const community = await app.community.read();
  const recipients = await noticeRecipients(app.db, vote);
  if (recipients.length === 0) return;
  const roll = await app.db
    .selectFrom('voteRoll')
    .select(app.db.fn.countAll<number>().as('n'))
    .where('voteId', '=', vote.id)
    .executeTakeFirstOrThrow();
  const homes = Number(roll.n);
  const options = (await optionsOf(app.db, [vote.id])).get(vote.id) ?? [];
  const closes = formatLongDateTimeIn(community.timeZone, vote.closesAt);
  const link = `${app.config.publicUrl}/votes/${vote.id}`;
  const text = [
    `A vote of ${community.name} is open: ${vote.title}`,
    '',
    ...(vote.description ? [vote.description, ''] : []),
    `Options: ${options.map((o) => o.label).join(', ')}${vote.maxChoices > 1 ? ` (choose up to ${vote.maxChoices})` : ''}`,
    `Voting closes: ${closes}.`,
    `Quorum: ${quorumHomesOf(homes, vote.quorumPercent)} of the ${homes} eligible homes must vote (${vote.quorumPercent}%).`,
    ...(vote.kind === 'resolution'
      ? [`To pass, more than ${vote.passPercent}% of the Yes and No votes must be Yes, with quorum reached.`]
      : []),
    `One ballot per home${vote.voters === 'owners' ? ', cast by an owner' : ''}${vote.secret === 1 ? '; the ballot is secret' : ''}.`,
    '',
    `Vote here: ${link}`,
  ].join('\n');
  await app.outbox.send(
    recipients.map((r) => ({
      kind: 'account' as const,
      to: r.email,
      subject: `Vote open: ${vote.title}`,
      text,
    })),
  );
}

/** The job that opens votes on time whether or not anyone is reading them. */
const voteOpenings: FastifyPluginAsync = async (app) => {
  scheduleJob(app, { name: 'vote-openings', everyMs: 60_000, run: () => openDueVotes(app) });
};

export default voteOpenings;
