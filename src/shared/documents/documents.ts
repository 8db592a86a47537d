import { z } from 'zod';
import { storedIds, timestamps } from '../api.ts';
import { choiceField, optionalDay, plainText, requiredText } from '../fields.ts';
import { MAX } from '../limits.ts';

import { DOCUMENT_CATEGORIES, DOCUMENT_VISIBILITIES } from './paths.ts';
import { DOCUMENT_TEXT_STATES } from './text.ts';
import { pageFields, pageQuery } from '../paging/paging.ts';

export * from './paths.ts';
export * from './text.ts';

/** The multipart field the document's file goes in. */
export const DOCUMENT_FILE_FIELD = 'file';

/** What the file picker offers; the server checks the bytes, not the name or the declared type. */
export const ACCEPTED_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;

/** DOCUMENT_MAX_MB when it is not set. */
export const DEFAULT_DOCUMENT_MAX_MB = 25;

/** A document as the API returns it. */
export const documentSchema = z.object({
  ...storedIds,
  title: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  visibility: z.enum(DOCUMENT_VISIBILITIES),
  /** The document's own day, YYYY-MM-DD (a meeting's, a budget's). */
  date: z.string(),
  size: z.number(),
  contentType: z.string(),
  /** Where its bytes are: GET streams them. */
  url: z.string(),
  /**
   * What became of its text for search: a PDF's read whole or in part, none found, or reading
   * stopped at a limit (then it is found by its title only); `none` for an image.
   */
  textState: z.enum(DOCUMENT_TEXT_STATES),
  ...timestamps,
  /** With a search: the words around the first match inside the document's text, when it has one. */
  snippet: z.string().nullable().optional(),
});
export type LibraryDocument = z.infer<typeof documentSchema>;

/** GET /api/documents */
export const documentListSchema = z.object({
  items: z.array(documentSchema),
  /** Paged (docs/api.md, Paging): the 50 newest unless `limit` says; a search answers its best matches at once (null). */
  ...pageFields,
  /**
   * How many residents-only documents the caller cannot see (0 for approved residents and staff),
   * so the page can say that more exist and how to get access, without naming them.
   */
  residentsOnly: z.number(),
});
export type DocumentList = z.infer<typeof documentListSchema>;

const categoryField = choiceField(
  DOCUMENT_CATEGORIES,
  'Category is required',
  `Category must be one of ${DOCUMENT_CATEGORIES.join(', ')}`,
);
const visibilityField = choiceField(
  DOCUMENT_VISIBILITIES,
  'Visibility is required',
  'Visibility must be public, residents or staff',
);

/** GET /api/documents?q=&category= */
/** How many documents a library page holds when the caller does not say. */
export const DOCUMENTS_PAGE = 50;

export const documentQuerySchema = pageQuery(3)
  .extend({
    q: plainText({ error: 'Search must be text' })
      .trim()
      .max(MAX.title, `Search cannot exceed ${MAX.title} characters`)
      .optional(),
    category: categoryField.optional(),
  })
  .refine((query) => !query.q || !query.cursor, {
    message: 'A search answers its best matches at once: send either q or cursor, not both',
    path: ['cursor'],
  });

/** The text fields of POST /api/documents (multipart, beside the file). */
export const documentFieldsSchema = z.object({
  title: requiredText('Title', MAX.title),
  category: categoryField.default('other'),
  visibility: visibilityField.default('residents'),
  date: optionalDay('Date'),
});
export type DocumentFields = z.output<typeof documentFieldsSchema>;

/** PATCH /api/documents/:id (JSON): the metadata it changes. */
export const documentPatchSchema = z.object({
  title: requiredText('Title', MAX.title).optional(),
  category: categoryField.optional(),
  visibility: visibilityField.optional(),
  date: optionalDay('Date'),
});
export type DocumentPatch = z.output<typeof documentPatchSchema>;
