import { z } from 'zod';
import { pageFields, pageQuery } from '../paging/paging.ts';
import { storedIds } from '../api.ts';
import { optionalText, requiredText } from '../fields.ts';

/** Votes and elections (docs/product/votes.md): one home, one voice. */

export const VOTE_KINDS = ['election', 'resolution', 'poll'] as const;
export type VoteKind = (typeof VOTE_KINDS)[number];
export const VOTERS = ['owners', 'residents'] as const;
export type Voters = (typeof VOTERS)[number];
/** `state` follows the clock: scheduled until opensAt, open until closesAt, then closed (or cancelled). */
export const VOTE_STATES = ['scheduled', 'open', 'closed', 'cancelled'] as const;
export type VoteState = (typeof VOTE_STATES)[number];

/** A resolution given no options asks these. */
export const RESOLUTION_OPTIONS = ['Yes', 'No', 'Abstain'] as const;
export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 50;
export const OPTION_LABEL_MAX = 200;
export const VOTE_TITLE_MAX = 200;
export const VOTE_DESCRIPTION_MAX = 5_000;
export const CANCEL_REASON_MAX = 500;

export const VOTE_MESSAGES = {
  notFound: 'Vote not found',
  started: 'This vote has opened: it can no longer be changed or deleted. Cancel it with a reason instead.',
  notOpenYet: 'This vote is not open yet.',
  closed: 'This vote is closed.',
  cancelled: 'This vote was cancelled.',
  alreadyCancelled: 'This vote is already cancelled.',
  alreadyVoted: 'Your home has already voted',
  noHome: 'You can vote once your account is linked to your home: ask the board to link it.',
  notEligible: 'Your home is not on the roll of this vote: it had no eligible resident when the vote opened.',
  notOwner: 'This vote is for owners: a tenant cannot cast the home’s ballot.',
  homeNotEligible: 'This home is not on the roll of this vote.',
  homeNotFound: 'Home not found',
  resultsNotYet: 'The results are published when the vote closes.',
  remindOnlyOpen: 'Reminders go out while the vote is open.',
  remindNoMail: 'This site does not send email (no mail server is configured), so no reminder can be sent.',
  remindedToday:
    'The homes that have not voted were reminded less than a day ago: the next reminder can go 24 hours after the last.',
  certificateFiled: 'The certificate of this vote is already in the document library.',
  choicesCount: (max: number) => (max === 1 ? 'Choose one option' : `Choose between 1 and ${max} options`),
  choiceUnknown: 'A choice is not an option of this vote',
  choiceRepeated: 'Each option can be chosen once',
  tooShort: (days: number) =>
    `An election or a resolution stays open at least ${days} days (the community's setting), so every home has time to get the notice and vote.`,
  closesBeforeOpens: 'The closing time must be after the opening time',
  opensInPast: 'The opening time cannot be in the past',
  resolutionOptions: 'A resolution asks Yes and No (and may offer Abstain)',
  maxChoicesTooMany: 'Choices allowed cannot exceed the number of options',
} as const;

const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time (ISO 8601, with a time zone)` });

const percent = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be between 0 and 100`)
    .max(100, `${label} must be between 0 and 100`);

const optionInput = z.object({
  label: requiredText('Option', OPTION_LABEL_MAX),
});

/** The fields of POST /api/votes; the rules that need the clock or the settings are the server's. */
const voteFields = {
  title: requiredText('Title', VOTE_TITLE_MAX),
  description: optionalText('Description', VOTE_DESCRIPTION_MAX),
  kind: z.enum(VOTE_KINDS, { error: `Kind must be one of ${VOTE_KINDS.join(', ')}` }),
  options: z
    .array(optionInput, { error: 'Options must be a list of { label }' })
    .max(OPTIONS_MAX, `A vote has at most ${OPTIONS_MAX} options`)
    .optional(),
  maxChoices: z
    .number({ error: 'Choices allowed must be a number' })
    .int('Choices allowed must be a whole number')
    .min(1, 'Choices allowed must be at least 1')
    .max(OPTIONS_MAX, `Choices allowed cannot exceed ${OPTIONS_MAX}`)
    .optional(),
  opensAt: instant('Opening time'),
  closesAt: instant('Closing time'),
  secret: z.boolean({ error: 'Secret ballot must be true or false' }).optional(),
  quorumPercent: percent('Quorum').optional(),
  passPercent: percent('Share needed to pass').optional(),
  voters: z.enum(VOTERS, { error: 'Voters must be owners or residents' }).optional(),
};

export const voteInputSchema = z.object(voteFields);
export type VoteInput = z.output<typeof voteInputSchema>;

/** PATCH /api/votes/:id: any of the fields, before the vote opens. */
export const votePatchSchema = z
  .object(voteFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type VotePatch = z.output<typeof votePatchSchema>;

export const voteCancelSchema = z.object({
  reason: requiredText('Reason', CANCEL_REASON_MAX),
});

/** POST /api/votes/:id/ballots: a resident's own, or an admin's paper ballot for a home. */
export const ballotInputSchema = z.object({
  choices: z
    .array(z.string({ error: 'Each choice is an option id' }).max(100), {
      error: 'Choices must be a list of option ids',
    })
    .min(1, 'Choose at least one option')
    .max(OPTIONS_MAX, `Choose at most ${OPTIONS_MAX} options`),
  homeId: z.string({ error: 'Home must be a home id' }).max(100).optional(),
});
export type BallotInput = z.output<typeof ballotInputSchema>;

export const ballotReceiptSchema = z.object({
  receipt: z.string().describe('Shown once: the voter finds it among the counted receipts after close'),
});

const optionSchema = z.object({ id: z.string(), label: z.string() });

/** The caller's home and this vote (residents): whether it may vote and whether it did. */
export const myHomeSchema = z.object({
  eligible: z.boolean(),
  voted: z.boolean(),
  castBy: z.string().nullable(),
  castAt: z.string().nullable(),
  /** Why the home cannot vote (no home linked, a tenant in an owners' vote, not on the roll); null when it can. */
  reason: z.string().nullable(),
});

/** A vote as GET /api/votes and GET /api/votes/:id answer it: participation, never a tally. */
export const voteSchema = z.object({
  ...storedIds,
  title: z.string(),
  description: z.string().nullable(),
  kind: z.enum(VOTE_KINDS),
  options: z.array(optionSchema),
  maxChoices: z.number(),
  opensAt: z.string(),
  closesAt: z.string(),
  secret: z.boolean(),
  quorumPercent: z.number(),
  passPercent: z.number(),
  voters: z.enum(VOTERS),
  state: z.enum(VOTE_STATES),
  cancelReason: z.string().nullable(),
  /** Before the vote opens, the homes that would be eligible now; from opening, the frozen roll. */
  eligibleHomes: z.number(),
  homesVoted: z.number(),
  quorumHomes: z.number(),
  quorumReached: z.boolean(),
  myHome: myHomeSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vote = z.infer<typeof voteSchema>;

/**
 * GET /api/votes: every vote still to come or open on the first page (there are a few at a time),
 * then the closed and cancelled ones, latest opening first, a page at a time (docs/api.md, Paging).
 */
export const VOTE_PAGE_KEYS = 2;
export const VOTE_DEFAULT_PAGE = 20;
export const voteListQuerySchema = pageQuery(VOTE_PAGE_KEYS);
export const voteListSchema = z.object({ items: z.array(voteSchema), ...pageFields });

/** POST /api/votes/:id/remind: how many mails went to the homes that have not voted. */
export const voteReminderSchema = z.object({ queued: z.number(), homes: z.number() });

/** GET /api/votes/:id/results, after close. */
export const voteResultsSchema = z.object({
  options: z.array(optionSchema.extend({ votes: z.number() })),
  ballots: z.number(),
  eligibleHomes: z.number(),
  homesVoted: z.number(),
  quorumHomes: z.number(),
  quorumReached: z.boolean(),
  passed: z.boolean().nullable(),
  receipts: z.array(z.string()),
});
export type VoteResults = z.infer<typeof voteResultsSchema>;

/** The homes needed for quorum: ceil(eligible x percent / 100). */
export function quorumHomesOf(eligibleHomes: number, quorumPercent: number): number {
  return Math.ceil((eligibleHomes * quorumPercent) / 100);
}

/** A resolution passes with quorum and a share of Yes among Yes and No above passPercent. */
export function resolutionPassed(
  yes: number,
  no: number,
  passPercent: number,
  quorumReached: boolean,
): boolean {
  return quorumReached && yes + no > 0 && (yes * 100) / (yes + no) > passPercent;
}
