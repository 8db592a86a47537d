import { z } from 'zod';

/**
 * Paged lists (docs/api.md, Paging): a list that grows takes `?limit=` (1-100) and `?cursor=` (opaque,
 * keyset) and answers its usual envelope plus `nextCursor` (null on the last page). A cursor names
 * the sort key of the last row a page showed (or, going back, the first one) and which way to read
 * from it; it is base64url JSON so it stays one opaque, address-safe token.
 */

export const MAX_PAGE = 100;

/** What a cursor holds: the sort key of the row to read past, and which way. */
export interface CursorValue {
  /** The sort key's values, in the list's order of keys. */
  key: (string | number)[];
  /** 'after': the next page (older, for a newest-first list); 'before': the page before it. */
  dir: 'after' | 'before';
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(token: string): string {
  const binary = atob(token.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function encodeCursor(cursor: CursorValue): string {
  return toBase64Url(JSON.stringify([cursor.dir === 'after' ? 'a' : 'b', ...cursor.key]));
}

const BAD_CURSOR =
  'Cursor is not valid: use a nextCursor this list answered, or leave it out for the first page';

/** The decoded cursor, or undefined when it is not one this API made. */
export function decodeCursor(token: string, keys: number): CursorValue | undefined {
  try {
    const parsed: unknown = JSON.parse(fromBase64Url(token));
    if (!Array.isArray(parsed) || parsed.length !== keys + 1) return undefined;
    const [dir, ...key] = parsed as unknown[];
    if (dir !== 'a' && dir !== 'b') return undefined;
    if (!key.every((v) => (typeof v === 'string' && v.length <= 200) || Number.isFinite(v))) return undefined;
    return { dir: dir === 'a' ? 'after' : 'before', key: key as (string | number)[] };
  } catch {
    return undefined;
  }
}

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

/**
 * The cursor of the page after a list answered as a bare array (the spec's staff lists, whose
 * answer has no room for `nextCursor`): the sort key of its last row, when the page was full. The
 * API also says it in a `Link: <...>; rel="next"` header.
 */
export function cursorAfterFullPage<T>(
  rows: T[],
  pageSize: number,
  key: (row: T) => (string | number)[],
): string | null {
  const last = rows.at(-1);
  return rows.length >= pageSize && last ? encodeCursor({ dir: 'after', key: key(last) }) : null;
}

/** A page of rows and the cursors around it. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  prevCursor?: string | null;
}
