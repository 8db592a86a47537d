import { sql, type RawBuilder } from 'kysely';
import { keysetPage, type Keyset } from '../db/keyset.ts';
import type { Page, PageRequest } from '../../shared/paging/paging.ts';
import {
  DOCUMENTS_PAGE,
  type DocumentCategory,
  type DocumentTextState,
  type DocumentVisibility,
  type LibraryDocument,
} from '../../shared/documents/documents.ts';
import { addressOf } from '../../shared/contract.ts';
import { documentsContract as api } from '../../shared/contracts/documents.ts';
import type { DatabaseConfig } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import { withIds } from '../http/serialize.ts';
import type { SearchableText } from './search-text.ts';
import type { DocumentsTable } from './table.ts';

const PUBLIC_COLUMNS = [
  'id',
  'title',
  'category',
  'visibility',
  'date',
  'size',
  'contentType',
  'textState',
  'createdAt',
  'updatedAt',
] as const;

type DocumentRow = Pick<DocumentsTable, (typeof PUBLIC_COLUMNS)[number]>;

/** Most results a search answers. */
const MAX_SEARCH_RESULTS = 100;
/** Characters of text shown on each side of a match. */
const SNIPPET_SIDE = 90;
/**
 * Characters read from the text on each side of a match for its snippet: the snippet's own, and
 * room to find word edges and for a lower-cased letter that is longer than its capital ('İ').
 */
const WINDOW_SIDE = SNIPPET_SIDE + 60;
/** The longest search word (the whole query may be 200 characters). */
const MAX_TERM = 200;
const WINDOW = 2 * WINDOW_SIDE + MAX_TERM;

export const documentFileUrl = (id: string) => addressOf(api.file, { params: { id } });

function toDocument(row: DocumentRow, snippet?: string | null): LibraryDocument {
  const document: LibraryDocument = withIds({
    ...row,
    category: row.category as DocumentCategory,
    visibility: row.visibility as DocumentVisibility,
    textState: row.textState as DocumentTextState,
    size: Number(row.size),
    url: documentFileUrl(row.id),
  });
  if (snippet !== undefined) document.snippet = snippet;
  return document;
}

/** The words of a search, lower-cased, at most 10. */
export function searchTerms(q: string | undefined): string[] {
  if (!q) return [];
  return [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 10);
}

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const contains = (column: 'search_title' | 'search_words', term: string) =>
  sql<boolean>`${sql.ref(column)} like ${likePattern(term)} escape '\\'`;

/**
 * Of each document, the first search word (in the order given) that is in its text, by its word
 * list: the word to cut the snippet around (a document found by its title alone has none).
 */
function firstWordInText(terms: string[]): RawBuilder<number | null> {
  const each = terms.map((term, index) => sql`when ${contains('search_words', term)} then ${sql.lit(index)}`);
  return sql<number | null>`case ${sql.join(each, sql` `)} end`;
}

/**
 * Where, 1-based, a word first occurs in each text (by document id). Asked only of texts the word
 * is known to be in, so each look stops at the word's first occurrence.
 */
async function positionsOf(
  db: Db,
  engine: DatabaseConfig['kind'],
  words: Map<string, string>,
): Promise<Map<string, number>> {
  if (words.size === 0) return new Map();
  const wordOf = sql<string>`case ${sql.ref('document_id')} ${sql.join(
    [...words].map(([id, word]) => sql`when ${id} then ${word}`),
    sql` `,
  )} end`;
  const position =
    engine === 'postgres'
      ? sql<number>`strpos(${sql.ref('search_text')}, ${wordOf})`
      : sql<number>`instr(${sql.ref('search_text')}, ${wordOf})`;
  const rows = await db
    .selectFrom('documentTexts')
    .select(['documentId', position.as('position')])
    .where('documentId', 'in', [...words.keys()])
    .execute();
  return new Map(
    rows.filter((row) => Number(row.position) > 0).map((row) => [row.documentId, Number(row.position)]),
  );
}

/**
 * WINDOW characters of each text from the given start (1-based), by document id: a text never
 * leaves the database whole.
 */
async function textWindows(db: Db, starts: Map<string, number>): Promise<Map<string, string>> {
  if (starts.size === 0) return new Map();
  // The starts are whole numbers worked out here, written into the statement as literals.
  const startOf = sql<number>`case ${sql.ref('document_id')} ${sql.join(
    [...starts].map(([id, start]) => sql`when ${id} then ${sql.lit(start)}`),
    sql` `,
  )} end`;
  const rows = await db
    .selectFrom('documentTexts')
    .select([
      'documentId',
      sql<string>`substr(${sql.ref('text_content')}, ${startOf}, ${sql.lit(WINDOW)})`.as('window'),
    ])
    .where('documentId', 'in', [...starts.keys()])
    .execute();
  return new Map(rows.map((row) => [row.documentId, row.window]));
}

/**
 * A snippet from a window of the text: the words around the first place a term occurs in it, with
 * "…" where the text goes on; null when no term is in the window.
 */
export function snippetIn(window: string, windowStart: number, terms: string[]): string | null {
  const lower = window.toLowerCase();
  let at = -1;
  let length = 0;
  for (const term of terms) {
    const index = lower.indexOf(term);
    if (index >= 0 && (at < 0 || index < at)) {
      at = index;
      length = term.length;
    }
  }
  if (at < 0) return null;
  let start = Math.max(0, at - SNIPPET_SIDE);
  let end = Math.min(window.length, at + length + SNIPPET_SIDE);
  // Whole words at the edges.
  if (start > 0) start = window.indexOf(' ', start) + 1 || start;
  if (end < window.length) {
    const space = window.lastIndexOf(' ', end);
    if (space > at + length) end = space;
  }
  const before = start > 0 || windowStart > 1;
  // A window as long as was asked for may stop before the text does.
  const after = end < window.length || window.length >= WINDOW;
  return `${before ? '…' : ''}${window.slice(start, end).trim()}${after ? '…' : ''}`;
}

/**
 * The documents of these visibilities, newest first; with `q`, only those whose title or text holds
 * every word of it (at most MAX_SEARCH_RESULTS), each with a snippet of its text around the first
 * of the words that is in it. A query's cost is bounded: it matches the titles and word lists
 * (small beside a long text) in the documents table, which holds no text; then, of each result,
 * looks in its text for one word (up to its first occurrence) and reads WINDOW characters around
 * it. Before, every word was matched against every whole text and every result's whole text (up to
 * two million characters) was read into the server for its snippet.
 */
export async function listDocuments(
  db: Db,
  engine: DatabaseConfig['kind'],
  filter: { visibilities: DocumentVisibility[]; category?: DocumentCategory; q?: string } & PageRequest,
): Promise<Page<LibraryDocument>> {
  const terms = searchTerms(filter.q);
  let query = db
    .selectFrom('documents')
    .select(PUBLIC_COLUMNS)
    .where('visibility', 'in', filter.visibilities);
  if (filter.category) query = query.where('category', '=', filter.category);
  // Without words: a page in the order of documents_order_idx (or _category_order_idx).
  if (terms.length === 0) {
    return keysetPage(query, DOCUMENTS_ORDER, filter, DOCUMENTS_PAGE, (row) => toDocument(row));
  }
  query = query.orderBy('date', 'desc').orderBy('createdAt', 'desc').orderBy('id', 'desc');
  for (const term of terms) {
    query = query.where(
      sql<boolean>`(${contains('search_title', term)} or ${contains('search_words', term)})`,
    );
  }
  const rows = await query
    .select(firstWordInText(terms).as('wordInText'))
    .limit(MAX_SEARCH_RESULTS)
    .execute();
  const words = new Map<string, string>();
  for (const row of rows) if (row.wordInText !== null) words.set(row.id, terms[Number(row.wordInText)]!);
  const starts = new Map<string, number>();
  for (const [id, position] of await positionsOf(db, engine, words)) {
    starts.set(id, Math.max(1, position - WINDOW_SIDE));
  }
  const windows = await textWindows(db, starts);
  const items = rows.map(({ wordInText: _, ...row }) => {
    const window = windows.get(row.id);
    return toDocument(row, window ? snippetIn(window, starts.get(row.id)!, terms) : null);
  });
  return { items, nextCursor: null };
}

const DOCUMENTS_ORDER: Keyset<Pick<DocumentRow, 'date' | 'createdAt' | 'id'>> = {
  columns: ['date', 'createdAt', 'id'],
  order: 'desc',
  key: (row) => [row.date, row.createdAt, row.id],
};

/** How many residents-only documents exist (shown to those who cannot see them, without titles). */
export async function countDocuments(db: Db, visibility: DocumentVisibility): Promise<number> {
  const row = await db
    .selectFrom('documents')
    .select(db.fn.countAll().as('n'))
    .where('visibility', '=', visibility)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface DocumentRecord {
  document: LibraryDocument;
  fileId: string;
}

export async function findDocument(db: Db, id: string): Promise<DocumentRecord | undefined> {
  const row = await db
    .selectFrom('documents')
    .select([...PUBLIC_COLUMNS, 'fileId'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { fileId, ...rest } = row;
  return { document: toDocument(rest), fileId };
}

export interface NewDocument {
  title: string;
  category: DocumentCategory;
  visibility: DocumentVisibility;
  date: string;
  file: { id: string; contentType: string; size: number };
  text: SearchableText;
  textState: DocumentTextState;
  createdBy: string | null;
}

export async function insertDocument(db: Db, input: NewDocument): Promise<LibraryDocument> {
  const now = nowIso();
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('documents')
      .values({
        id,
        title: input.title,
        category: input.category,
        visibility: input.visibility,
        date: input.date,
        fileId: input.file.id,
        contentType: input.file.contentType,
        size: input.file.size,
        textState: input.textState,
        searchTitle: input.title.toLowerCase(),
        searchWords: input.text.searchWords,
        createdBy: input.createdBy,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await trx
      .insertInto('documentTexts')
      .values({ documentId: id, searchText: input.text.searchText, textContent: input.text.text })
      .execute();
  });
  return (await findDocument(db, id))!.document;
}

export interface DocumentChanges {
  title?: string;
  category?: DocumentCategory;
  visibility?: DocumentVisibility;
  date?: string;
}

/** Changes the metadata (search follows the title); undefined when there is no such document. */
export async function updateDocument(
  db: Db,
  id: string,
  changes: DocumentChanges,
): Promise<LibraryDocument | undefined> {
  const { title } = changes;
  const updated = await db
    .updateTable('documents')
    .set({ ...changes, ...(title ? { searchTitle: title.toLowerCase() } : {}), updatedAt: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return undefined;
  return (await findDocument(db, id))?.document;
}

/**
 * Points a document at a new file (its type, size and text with it); answers the old file's id,
 * for the caller to delete, or undefined when there is no such document.
 */
export async function setDocumentFile(
  db: Db,
  id: string,
  file: { id: string; contentType: string; size: number },
  text: SearchableText & { state: DocumentTextState },
): Promise<{ document: LibraryDocument; oldFileId: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('documents')
      .select('fileId')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current) return undefined;
    await trx
      .updateTable('documents')
      .set({
        fileId: file.id,
        contentType: file.contentType,
        size: file.size,
        textState: text.state,
        searchWords: text.searchWords,
        updatedAt: nowIso(),
      })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('documentTexts')
      .set({ searchText: text.searchText, textContent: text.text })
      .where('documentId', '=', id)
      .execute();
    return { document: (await findDocument(trx, id))!.document, oldFileId: current.fileId };
  });
}

/** Removes the row and its text; answers its file's id (for the caller to delete the bytes), or undefined. */
export async function deleteDocument(db: Db, id: string): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('documentTexts').where('documentId', '=', id).execute();
    const row = await trx.deleteFrom('documents').where('id', '=', id).returning('fileId').executeTakeFirst();
    return row?.fileId;
  });
}
