import { z } from 'zod';
import { addDays, dayIn } from '../../shared/dates.ts';
import { clockIn, zonedInstant } from '../../shared/events/times.ts';
import { requiredText } from '../../shared/fields.ts';
import {
  OPTION_LABEL_MAX,
  OPTIONS_MAX,
  OPTIONS_MIN,
  RESOLUTION_OPTIONS,
  VOTE_MESSAGES,
  voteInputSchema,
  type Vote,
  type VoteInput,
} from '../../shared/votes/votes.ts';

/**
 * The board's form for a vote: the fields of POST /api/votes as people fill them in. The options are
 * a list of text boxes; the opening and closing times are `datetime-local` readings of the
 * community's wall clock (YYYY-MM-DDTHH:mm), made instants here whatever the browser's zone. The
 * rules that need the clock or the settings (not in the past, the shortest window) are the
 * server's, whose words the form shows. It lives with the screen: src/shared/votes holds the API's
 * shapes, and this is the shape of one form.
 */

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const wallClock = (label: string) =>
  z.string().trim().min(1, `${label} is required`).regex(WALL_CLOCK, `${label} must be a date and a time`);

const fields = voteInputSchema.shape;

export const voteFormSchema = z
  .object({
    title: fields.title,
    description: fields.description,
    kind: fields.kind,
    options: z
      .array(z.object({ label: requiredText('Option', OPTION_LABEL_MAX) }))
      .min(OPTIONS_MIN, `A vote has at least ${OPTIONS_MIN} options`)
      .max(OPTIONS_MAX, `A vote has at most ${OPTIONS_MAX} options`),
    maxChoices: z
      .number({ error: 'Choices allowed must be a number' })
      .int('Choices allowed must be a whole number')
      .min(1, 'Choices allowed must be at least 1'),
    opensAt: wallClock('Opening time'),
    closesAt: wallClock('Closing time'),
    secret: z.boolean(),
    quorumPercent: z
      .number({ error: 'Quorum must be a number' })
      .min(0, 'Quorum must be between 0 and 100')
      .max(100, 'Quorum must be between 0 and 100'),
    passPercent: z
      .number({ error: 'Share needed to pass must be a number' })
      .min(0, 'Share needed to pass must be between 0 and 100')
      .max(100, 'Share needed to pass must be between 0 and 100'),
    voters: fields.voters.unwrap(),
  })
  .superRefine((value, ctx) => {
    // Wall-clock readings of one zone compare as text, like the instants they stand for.
    if (WALL_CLOCK.test(value.opensAt) && WALL_CLOCK.test(value.closesAt) && value.closesAt <= value.opensAt)
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: VOTE_MESSAGES.closesBeforeOpens });
    const labels = value.options.map((option) => option.label.trim().toLowerCase()).filter(Boolean);
    if (new Set(labels).size !== labels.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Each option must be different' });
    if (value.kind !== 'resolution' && value.maxChoices > value.options.length)
      ctx.addIssue({ code: 'custom', path: ['maxChoices'], message: VOTE_MESSAGES.maxChoicesTooMany });
  });

export type VoteFormValues = z.input<typeof voteFormSchema>;
export type VoteFormOutput = z.output<typeof voteFormSchema>;

/** A resolution's options, which the form fills in when the kind becomes resolution. */
export const resolutionOptions = () => RESOLUTION_OPTIONS.map((label) => ({ label }));
const blankOptions = () => [{ label: '' }, { label: '' }];

/** An instant as the form's wall-clock reading in the community's zone. */
export function wallClockOf(instant: string, timeZone: string): string {
  return `${dayIn(timeZone, new Date(instant))}T${clockIn(instant, timeZone)}`;
}

/** A wall-clock reading of the community's zone as the instant the API takes. */
export function instantOf(reading: string, timeZone: string): string {
  const [day, time] = reading.split('T') as [string, string];
  return zonedInstant(day, time, timeZone);
}

/**
 * A new vote's starting values: a poll opening tomorrow at 9:00 and closing the community's
 * shortest window later at 17:00 (so an election or resolution made from it is long enough),
 * secret, the community's quorum, more than half to pass, owners voting.
 */
export function initialVoteValues(
  vote: Vote | null,
  context: { timeZone: string; today: string; voteMinDays: number; quorumPercent: number },
): VoteFormValues {
  if (vote) {
    return {
      title: vote.title,
      description: vote.description ?? '',
      kind: vote.kind,
      options: vote.options.map((option) => ({ label: option.label })),
      maxChoices: vote.maxChoices,
      opensAt: wallClockOf(vote.opensAt, context.timeZone),
      closesAt: wallClockOf(vote.closesAt, context.timeZone),
      secret: vote.secret,
      quorumPercent: vote.quorumPercent,
      passPercent: vote.passPercent,
      voters: vote.voters,
    };
  }
  const opens = addDays(context.today, 1);
  return {
    title: '',
    description: '',
    kind: 'poll',
    options: blankOptions(),
    maxChoices: 1,
    opensAt: `${opens}T09:00`,
    closesAt: `${addDays(opens, Math.max(1, context.voteMinDays))}T17:00`,
    secret: true,
    quorumPercent: context.quorumPercent,
    passPercent: 50,
    voters: 'owners',
  };
}

/** What POST /api/votes (or PATCH) is sent: instants, trimmed labels, the pass share for a resolution only. */
export function voteBodyOf(values: VoteFormOutput, timeZone: string): VoteInput {
  return {
    title: values.title,
    description: values.description,
    kind: values.kind,
    options: values.options.map((option) => ({ label: option.label })),
    // A resolution takes one choice per home.
    maxChoices: values.kind === 'resolution' ? 1 : values.maxChoices,
    opensAt: instantOf(values.opensAt, timeZone),
    closesAt: instantOf(values.closesAt, timeZone),
    secret: values.secret,
    quorumPercent: values.quorumPercent,
    ...(values.kind === 'resolution' ? { passPercent: values.passPercent } : {}),
    voters: values.voters,
  };
}

/** When the kind changes: a resolution gets Yes/No/Abstain in place of blank options, and back. */
export function optionsForKind(
  kind: VoteFormValues['kind'],
  options: { label: string }[],
): { label: string }[] | null {
  const labels = options.map((o) => o.label.trim());
  const blank = labels.every((label) => label === '');
  const isResolutionSet = labels.join('\n') === RESOLUTION_OPTIONS.join('\n');
  if (kind === 'resolution' && blank) return resolutionOptions();
  if (kind !== 'resolution' && isResolutionSet) return blankOptions();
  return null;
}
