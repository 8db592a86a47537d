import {
  OPTIONS_MAX,
  OPTIONS_MIN,
  RESOLUTION_OPTIONS,
  VOTE_MESSAGES,
  type BallotInput,
  type VoteInput,
} from '../../shared/votes/votes.ts';
import { HttpError } from '../http/errors.ts';
import type { VoteOption, VoteValues } from './queries.ts';

/** How far in the past an opening time may be: a form sent "now" arrives a little after. */
const OPENING_GRACE_MS = 5 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const refuse = (path: string, message: string) => new HttpError(400, message, [{ path, message }]);

/**
 * The rules of a vote that need more than its own fields (docs/product/votes.md): the clock, the
 * community's settings, the kind's options. A PATCH is checked as the whole vote it makes.
 */
export function voteValuesOf(
  input: VoteInput,
  settings: { voteMinDays: number; quorumPercent: number },
  now = new Date(),
): VoteValues {
  const labels = (input.options ?? []).map((o) => o.label);
  let options = labels;
  if (input.kind === 'resolution') {
    if (labels.length === 0) options = [...RESOLUTION_OPTIONS];
    const lower = options.map((l) => l.toLowerCase());
    if (!lower.includes('yes') || !lower.includes('no'))
      throw refuse('options', VOTE_MESSAGES.resolutionOptions);
  }
  if (options.length < OPTIONS_MIN) throw refuse('options', `A vote has at least ${OPTIONS_MIN} options`);
  if (options.length > OPTIONS_MAX) throw refuse('options', `A vote has at most ${OPTIONS_MAX} options`);
  if (new Set(options.map((l) => l.toLowerCase())).size !== options.length) {
    throw refuse('options', 'Each option must be different');
  }
  const maxChoices = input.maxChoices ?? 1;
  if (maxChoices > options.length) throw refuse('maxChoices', VOTE_MESSAGES.maxChoicesTooMany);
  if (input.kind === 'resolution' && maxChoices !== 1) {
    throw refuse('maxChoices', 'A resolution takes one choice per home');
  }
  const opens = Date.parse(input.opensAt);
  const closes = Date.parse(input.closesAt);
  if (opens < now.getTime() - OPENING_GRACE_MS) throw refuse('opensAt', VOTE_MESSAGES.opensInPast);
  if (closes <= opens) throw refuse('closesAt', VOTE_MESSAGES.closesBeforeOpens);
  if (input.kind !== 'poll' && closes - opens < settings.voteMinDays * DAY_MS) {
    throw refuse('closesAt', VOTE_MESSAGES.tooShort(settings.voteMinDays));
  }
  return {
    title: input.title,
    description: input.description ?? null,
    kind: input.kind,
    options,
    maxChoices,
    opensAt: input.opensAt,
    closesAt: input.closesAt,
    secret: input.secret ?? true,
    quorumPercent: input.quorumPercent ?? settings.quorumPercent,
    passPercent: input.passPercent ?? 50,
    voters: input.voters ?? 'owners',
  };
}

/** 1..maxChoices distinct options of this vote, else 400 (docs/product/votes.md). */
export function checkChoices(
  choices: BallotInput['choices'],
  options: VoteOption[],
  maxChoices: number,
): void {
  if (new Set(choices).size !== choices.length) throw refuse('choices', VOTE_MESSAGES.choiceRepeated);
  if (choices.some((c) => !options.some((o) => o.id === c)))
    throw refuse('choices', VOTE_MESSAGES.choiceUnknown);
  if (choices.length > maxChoices) throw refuse('choices', VOTE_MESSAGES.choicesCount(maxChoices));
}
