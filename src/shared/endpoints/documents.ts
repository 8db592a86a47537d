import { addressOf, endpoint } from '../contract.ts';

/**
 * The document library: everyone lists and opens what they may see (the object rule
 * `visibleDocumentTiers`); moderators and admins upload, edit, replace and delete.
 */
export const DOCUMENTS = {
  /** `?q=&category=`: the documents the caller may see, newest first; with `q`, those holding its words. */
  list: endpoint('GET', '/api/documents', 'public'),
  /** A document's bytes, inline, with Range and ETag. */
  file: endpoint('GET', '/api/documents/:id/file', 'public'),
  /** Multipart: the fields, then the file. */
  upload: endpoint('POST', '/api/documents', 'documents.write'),
  update: endpoint('PATCH', '/api/documents/:id', 'documents.write'),
  /** Multipart: a new file for the same document. */
  replaceFile: endpoint('PUT', '/api/documents/:id/file', 'documents.write'),
  remove: endpoint('DELETE', '/api/documents/:id', 'documents.write'),
};

/**
 * The library's read for /documents?q=&category=: the page's query passed on as it is (the API
 * checks it). The server renders the page with this read and the page finds its answer by the same
 * string, so both build it here; an empty query still ends in '?', the key rendered pages carry.
 */
export const documentListAddress = (search: URLSearchParams) => `${addressOf(DOCUMENTS.list)}?${search}`;
