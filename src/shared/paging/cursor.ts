/**
 * Paged lists' cursors (docs/api.md, Paging), without zod: the client's pages load this (a public page must
 * not load zod before it is interactive); the query schemas that check a cursor are in paging.ts.
 * A cursor names the sort key of the last row a page showed (or, going back, the first one) and
 * which way to read from it; it is base64url JSON so it stays one opaque, address-safe token.
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
