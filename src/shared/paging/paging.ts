import { z } from 'zod';
import { decodeCursor, MAX_PAGE, type CursorValue } from './cursor.ts';

export * from './cursor.ts';

/**
 * Paged lists (docs/api.md, Paging): a list that grows takes `?limit=` (1-100) and `?cursor=` (opaque,
 * keyset) and answers its usual envelope plus `nextCursor` (null on the last page). A cursor names
 * the sort key of the last row a page showed (or, going back, the first one) and which way to read
 * from it (paging-cursor.ts, which the client loads without zod).
 */

const BAD_CURSOR =
  'Cursor is not valid: use a nextCursor this list answered, or leave it out for the first page';

/** `?cursor=` of a list sorted by `keys` values: decoded and checked, or a 400 with a clear message. */
export const cursorField = (keys: number) =>
  z
    .string()
    .max(1000, BAD_CURSOR)
    .regex(/^[A-Za-z0-9_-]+$/, BAD_CURSOR)
    .transform((token, context) => {
      const cursor = decodeCursor(token, keys);
      if (!cursor) {
        context.addIssue({ code: 'custom', message: BAD_CURSOR });
        return z.NEVER;
      }
      return cursor;
    });

/** `?limit=`: 1-100 rows. */
export const limitField = z.coerce
  .number({ error: 'Limit must be a whole number from 1 to 100' })
  .int('Limit must be a whole number from 1 to 100')
  .min(1, 'Limit must be a whole number from 1 to 100')
  .max(MAX_PAGE, 'Limit must be a whole number from 1 to 100');

/** The query of a paged list sorted by `keys` values. */
export const pageQuery = (keys: number) =>
  z.object({ limit: limitField.optional(), cursor: cursorField(keys).optional() });

export type PageRequest = { limit?: number; cursor?: CursorValue };

/** `nextCursor` (and, when the page was asked for with a cursor, `prevCursor`) beside a list. */
export const pageFields = {
  nextCursor: z
    .string()
    .nullable()
    .describe('Where the next page starts (`?cursor=`); null on the last page'),
  prevCursor: z
    .string()
    .nullable()
    .optional()
    .describe('Where the page before this one starts; null on the first page; only when a cursor was sent'),
};
