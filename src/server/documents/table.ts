/** A document of the library (DESIGN 7.3); its bytes are the stored file `fileId`. */
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
  /** The text of a PDF ('' for images and scans), shown as search snippets. */
  textContent: string;
  /** Lower-cased title and text: what search matches. */
  searchText: string;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}
