import type { DocumentVisibility } from '../../shared/documents/documents.ts';
import type { NewsAttachment } from '../../shared/news/news.ts';
import type { Db } from '../db/connection.ts';
import { documentFileUrl } from '../documents/queries.ts';
import { HttpError } from '../http/errors.ts';

/**
 * The documents an item lists, in its order, of the visibilities the reader may open: a document
 * made residents-only after it was attached is left out for signed-out readers (and the mail).
 */
export async function newsAttachments(
  db: Db,
  newsId: string,
  visibilities: readonly DocumentVisibility[],
): Promise<NewsAttachment[]> {
  const rows = await db
    .selectFrom('newsAttachments')
    .innerJoin('documents', 'documents.id', 'newsAttachments.documentId')
    .select(['documents.id', 'documents.title', 'documents.size', 'documents.contentType'])
    .where('newsAttachments.newsId', '=', newsId)
    .where('documents.visibility', 'in', [...visibilities])
    .orderBy('newsAttachments.position')
    .execute();
  return rows.map((row) => ({ ...row, size: Number(row.size), url: documentFileUrl(row.id) }));
}

/** The item's list as sent: the old one goes, the given documents take positions 0, 1, ... */
export async function replaceNewsAttachments(db: Db, newsId: string, documentIds: string[]): Promise<void> {
  await db.deleteFrom('newsAttachments').where('newsId', '=', newsId).execute();
  if (documentIds.length === 0) return;
  await db
    .insertInto('newsAttachments')
    .values(documentIds.map((documentId, position) => ({ newsId, documentId, position })))
    .execute();
}

/**
 * Refuses (400) a list naming a document that does not exist, or one a signed-out reader may not
 * open: an item is public, so what it lists must be too. A document the item already lists stays
 * allowed after it was made non-public, so an edit of something else does not fail on it (it is
 * still shown only to those who may open it).
 */
export async function checkAttachments(
  db: Db,
  documentIds: string[],
  alreadyListed: readonly string[] = [],
): Promise<void> {
  if (documentIds.length === 0) return;
  const found = await db
    .selectFrom('documents')
    .select(['id', 'title', 'visibility'])
    .where('id', 'in', documentIds)
    .execute();
  const byId = new Map(found.map((row) => [row.id, row]));
  const errors = documentIds.flatMap((id, index) => {
    const document = byId.get(id);
    const path = `attachments.${index}`;
    if (!document) return [{ path, message: `Attachment ${id} is not a document in the library` }];
    if (document.visibility !== 'public' && !alreadyListed.includes(id)) {
      return [
        {
          path,
          message: `Attachment "${document.title}" is not public: only documents everyone may read can be attached`,
        },
      ];
    }
    return [];
  });
  if (errors.length > 0) throw new HttpError(400, errors[0]!.message, errors);
}
