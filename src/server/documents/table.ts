/** A document of the library (docs/product/documents.md); its bytes are the stored file `fileId`. */
export interface DocumentsTable {
  id: string;
  title: string;
  category: string;
  visibility: string;
  /** The document's own day, YYYY-MM-DD. */
  date: string;
  fileId: string;
  contentType: string;
  size: number;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  /** What became of its text (a DocumentTextState). */
  textState: string;
  /** The title, lower-cased: search matches it and searchWords. */
  searchTitle: string;
  /** Each word of the lower-cased text once, separated by spaces: search matches it and searchTitle. */
  searchWords: string;
}

/**
 * A document's text, apart from its row: lists and searches read only the documents table, and
 * this is read for the few documents a search answers (a text may be two million characters).
 */
export interface DocumentTextsTable {
  documentId: string;
  /** The text, lower-cased: where a match is, for its snippet. */
  searchText: string;
  /** The text of a PDF ('' for images and scans), whitespace folded: snippets are cut from it. */
  textContent: string;
}
