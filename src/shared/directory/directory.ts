import { z } from 'zod';
import { optionalText } from '../fields.ts';
import { MAX } from '../limits.ts';
import { cursorField, limitField, pageFields } from '../paging/paging.ts';

/**
 * The residents' directory (docs/product/homes.md, "The residents' directory"): residents
 * who chose to be listed, each with only the fields they chose to show. The name is always shown;
 * address, email and phone each only when chosen (all off by default).
 */

/** The longest phone number an account keeps. */
export const PHONE_MAX = 40;

/**
 * A phone number as people write one: digits, spaces, + ( ) - . and an extension ("ext" or "x"),
 * with at least three digits. Not a full number check: numbers are written many ways, and a
 * neighbour reads it, not a dialler.
 */
const PHONE_PATTERN = /^[0-9 +().-]+(?:(?:ext\.?|x) ?[0-9]+)?$/i;
const PHONE_MIN_DIGITS = 3;

export const PHONE_MESSAGE =
  'Phone can hold digits, spaces, + ( ) - . and an extension (ext or x), with at least 3 digits';

export const isPhoneNumber = (value: string) =>
  PHONE_PATTERN.test(value) && (value.match(/[0-9]/g)?.length ?? 0) >= PHONE_MIN_DIGITS;

/** PATCH /api/account's `phone`: optional, at most 40 characters; blank or null clears it. */
export const phoneField = optionalText('Phone', PHONE_MAX).refine(
  (value) => value === null || isPhoneNumber(value),
  PHONE_MESSAGE,
);

/** What a resident chose to show neighbours (GET /api/account's `directory`). */
export const directoryChoicesSchema = z.object({
  listed: z.boolean(),
  showEmail: z.boolean(),
  showPhone: z.boolean(),
  showAddress: z.boolean(),
});
export type DirectoryChoices = z.infer<typeof directoryChoicesSchema>;

/** The directory's own words for each choice, the same on the account page and in its docs. */
export const DIRECTORY_CHOICE_LABELS = {
  listed: "List me in the residents' directory",
  showEmail: 'Show my email address',
  showPhone: 'Show my phone number',
  showAddress: 'Show my home address',
} as const satisfies Record<keyof DirectoryChoices, string>;

const choice = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** PATCH /api/account's `directory`: any of the four choices. */
export const directoryPatchSchema = z.object(
  {
    listed: choice('Listed').optional(),
    showEmail: choice('Show email').optional(),
    showPhone: choice('Show phone').optional(),
    showAddress: choice('Show address').optional(),
  },
  { error: 'Directory must be an object' },
);

/**
 * One neighbour as the directory shows them: the name always, each other field only when they chose
 * to show it (a field not chosen is absent from the answer, not null).
 */
export const directoryEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

/** GET /api/directory: a page of neighbours, ordered by name. */
export const directoryListSchema = z.object({ items: z.array(directoryEntrySchema), ...pageFields });
export type DirectoryList = z.infer<typeof directoryListSchema>;

/** The directory's page when the caller names no limit. */
export const DIRECTORY_PAGE = 100;

/** The sort key's values a directory cursor holds: the name in lower case, which is unique. */
export const DIRECTORY_KEYS = 1;

/** GET /api/directory?q=&limit=&cursor= */
export const directoryQuerySchema = z.object({
  /** Part of a name, or of the address of those who show theirs, any case. */
  q: z.string().trim().max(MAX.address, `Search cannot exceed ${MAX.address} characters`).optional(),
  limit: limitField.optional(),
  cursor: cursorField(DIRECTORY_KEYS).optional(),
});

export const DIRECTORY_TEXTS = {
  howToBeListed: 'Choose what neighbours see on your account page',
  empty: 'No neighbours are listed yet.',
  noMatch: (q: string) => `No listed neighbour matches "${q}".`,
  residentsOnly: "The residents' directory is for approved residents.",
} as const;
