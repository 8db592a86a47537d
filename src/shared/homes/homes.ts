import { z } from 'zod';
import { storedIds } from '../api.ts';
import { optionalText, patchOf, requiredText } from '../fields.ts';
import { MAX } from '../limits.ts';

/** How a resident lives in their home. */
export const HOME_RELATIONS = ['owner', 'tenant'] as const;
export type HomeRelation = (typeof HOME_RELATIONS)[number];

/** The longest lot number or name a home takes. */
export const LOT_MAX = 40;

/** The most lines one CSV import takes (a community's roll is hundreds; this refuses a wrong file). */
export const HOMES_IMPORT_MAX_LINES = 5_000;

/** A home as an account carries it (GET /api/account, GET /api/user items): where the person lives. */
export const homeLinkSchema = z.object({ id: z.string(), address: z.string(), lot: z.string().nullable() });
export type HomeLink = z.infer<typeof homeLinkSchema>;

/** The home and relation an account answers: both null while the person is linked to no home. */
export const homeMembershipFields = {
  home: homeLinkSchema.nullable(),
  relation: z.enum(HOME_RELATIONS).nullable(),
};

/** A home as GET /api/homes answers it, with the residents linked to it. */
export const homeSchema = z.object({
  ...storedIds,
  address: z.string(),
  lot: z.string().nullable(),
  residents: z.array(z.object({ id: z.string(), username: z.string(), relation: z.enum(HOME_RELATIONS) })),
});
export type Home = z.infer<typeof homeSchema>;

/** GET /api/homes: every home, ordered by address. */
export const homeListSchema = z.object({ items: z.array(homeSchema) });
export type HomeList = z.infer<typeof homeListSchema>;

const addressField = requiredText('Address', MAX.address);
const lotField = optionalText('Lot', LOT_MAX);

/** POST /api/homes. */
export const homeInputSchema = z.object({ address: addressField, lot: lotField });
export type HomeValues = z.output<typeof homeInputSchema>;

/** PATCH /api/homes/:id: the fields it changes. */
export const homePatchSchema = patchOf({ address: addressField, lot: lotField });

/** GET /api/homes/match?address=: the home a resident request's address names, if any. */
export const homeMatchQuerySchema = z.object({ address: addressField });
export const homeMatchSchema = z.object({ home: homeLinkSchema.nullable() });
export type HomeMatch = z.infer<typeof homeMatchSchema>;

/** POST /api/homes/import: what was created, what was already there, and each refused line. */
export const homeImportResultSchema = z.object({
  created: z.number(),
  skipped: z.number(),
  errors: z.array(z.object({ line: z.number(), message: z.string() })),
});
export type HomeImportResult = z.infer<typeof homeImportResultSchema>;

/** `?dryRun=true`: the same answer, nothing written (the import screen's preview). */
export const homeImportQuerySchema = z.object({
  dryRun: z.enum(['true', 'false'], { error: 'Use true or false' }).optional(),
});

export const HOME_MESSAGES = {
  duplicate: 'A home with this address already exists.',
  hasResidents: (n: number) =>
    `This home has ${n === 1 ? 'a linked resident' : `${n} linked residents`}: move or unlink them first.`,
  tookPartInVote:
    'This home is on the roll of a vote: it stays, as part of that vote’s record. Rename it if its address changed.',
  notFound: 'Home not found',
  csvHeader: 'The first line must be the header "address,lot" (lot may be left out).',
  csvEmpty: 'The file has no homes: give a header line "address,lot" and one home per line.',
  csvTooLong: `The file has more than ${HOMES_IMPORT_MAX_LINES.toLocaleString('en-US')} lines: split it in parts.`,
  csvNotCsv: 'Send the roll as text/csv: a header line "address,lot", then one home per line.',
  csvFields: 'A line holds two fields: the address, then the lot (put an address with commas in quotes).',
  csvUnreadable: (reason: string) => `The file could not be read as CSV: ${reason}`,
} as const;
