import { sql } from 'kysely';
import type { DocumentCategory, DocumentVisibility, LibraryDocument } from '../../shared/documents.ts';
import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import { withIds } from '../http/serialize.ts';
import type { DocumentsTable } from './table.ts';

const PUBLIC_COLUMNS = [
  'id',
  'title',
  'category',
  'visibility',
  'date',
  'size',
  'contentType',
  'createdAt',
  'updatedAt',
] as const;

type DocumentRow = Pick<DocumentsTable, (typeof PUBLIC_COLUMNS)[number]>;

/** Most results a search answers (each reads the document's text for its snippet). */
const MAX_SEARCH_RESULTS = 100;
/** Characters of text shown on each side of a match. */
const SNIPPET_SIDE = 90;

export function documentFileUrl(id: string): string {
  return `/api/documents/${id}/file`;
}

function toDocument(row: DocumentRow, snippet?: string | null): LibraryDocument {
  const document: LibraryDocument = withIds({
    ...row,
    category: row.category as DocumentCategory,
    visibility: row.visibility as DocumentVisibility,
    size: Number(row.size),
    url: documentFileUrl(row.id),
  });
  if (snippet !== undefined) document.snippet = snippet;
  return document;
}

/** What search matches: title and text, lower-cased once here so both engines compare the same way. */
export function searchTextOf(title: string, text: string): string {
  return `${title}\n${text}`.toLowerCase();
}

/** The words of a search, lower-cased, at most 10. */
export function searchTerms(q: string | undefined): string[] {
  if (!q) return [];
  return [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 10);
}

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The words around the first place a term occurs in the text, or null when none does. */
export function snippetOf(text: string, terms: string[]): string | null {
  const lower = text.toLowerCase();
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
  let end = Math.min(text.length, at + length + SNIPPET_SIDE);
  // Whole words at the edges.
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > at + length ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * The documents of these visibilities, newest first; with `q`, only those whose title or text holds
 * every word of it, each with a snippet of its text.
 */
export async function listDocuments(
  db: Db,
  filter: { visibilities: DocumentVisibility[]; category?: DocumentCategory; q?: string },
): Promise<LibraryDocument[]> {
  const terms = searchTerms(filter.q);
  let query = db
    .selectFrom('documents')
    .select(PUBLIC_COLUMNS)
    .where('visibility', 'in', filter.visibilities)
    .orderBy('date', 'desc')
    .orderBy('createdAt', 'desc');
  if (filter.category) query = query.where('category', '=', filter.category);
  if (terms.length === 0) return (await query.execute()).map((row) => toDocument(row));
  for (const term of terms) {
    query = query.where(sql<boolean>`${sql.ref('search_text')} like ${likePattern(term)} escape '\\'`);
  }
  const rows = await query.select('textContent').limit(MAX_SEARCH_RESULTS).execute();
  return rows.map(({ textContent, ...row }) => toDocument(row, snippetOf(textContent, terms)));
}

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
  text: string;
  createdBy: string | null;
}

export async function insertDocument(db: Db, input: NewDocument): Promise<LibraryDocument> {
  const now = nowIso();
  const row = {
    id: newId(),
    title: input.title,
    category: input.category,
    visibility: input.visibility,
    date: input.date,
    fileId: input.file.id,
    contentType: input.file.contentType,
    size: input.file.size,
    textContent: input.text,
    searchText: searchTextOf(input.title, input.text),
    createdBy: input.createdBy,
    createdAt: now,
    updatedAt: now,
  };
  await db.insertInto('documents').values(row).execute();
  return (await findDocument(db, row.id))!.document;
}

export interface DocumentChanges {
  title?: string;
  category?: DocumentCategory;
  visibility?: DocumentVisibility;
  date?: string;
}

/** Changes the metadata (search text follows the title); undefined when there is no such document. */
export async function updateDocument(
  db: Db,
  id: string,
  changes: DocumentChanges,
): Promise<LibraryDocument | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('documents')
      .select(['title', 'textContent'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current) return undefined;
    const title = changes.title ?? current.title;
    await trx
      .updateTable('documents')
      .set({ ...changes, searchText: searchTextOf(title, current.textContent), updatedAt: nowIso() })
      .where('id', '=', id)
      .execute();
    return (await findDocument(trx, id))!.document;
  });
}

/**
 * Points a document at a new file (its type, size and text with it); answers the old file's id,
 * for the caller to delete, or undefined when there is no such document.
 */
export async function replaceDocumentFile(
  db: Db,
  id: string,
  file: { id: string; contentType: string; size: number },
  text: string,
): Promise<{ document: LibraryDocument; oldFileId: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('documents')
      .select(['title', 'fileId'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current) return undefined;
    await trx
      .updateTable('documents')
      .set({
        fileId: file.id,
        contentType: file.contentType,
        size: file.size,
        textContent: text,
        searchText: searchTextOf(current.title, text),
        updatedAt: nowIso(),
      })
      .where('id', '=', id)
      .execute();
    return { document: (await findDocument(trx, id))!.document, oldFileId: current.fileId };
  });
}

/** Removes the row; answers its file's id (for the caller to delete the bytes), or undefined. */
export async function deleteDocument(db: Db, id: string): Promise<string | undefined> {
  const row = await db.deleteFrom('documents').where('id', '=', id).returning('fileId').executeTakeFirst();
  return row?.fileId;
}
