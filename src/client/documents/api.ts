import type { AnswerOf } from '../../shared/contract.ts';
import type { documentsContract } from '../../shared/contracts/documents.ts';
import type { DocumentPatch } from '../../shared/documents/documents.ts';
import { DOCUMENTS, documentListAddress } from '../../shared/endpoints/documents.ts';
import { apiPath } from '../transport/api-path.ts';
import { operations } from '../transport/operations.ts';
import { sendFormTo, type UploadProgress } from '../transport/send-form.ts';

const api = operations<typeof documentsContract>(DOCUMENTS);

/** The library with the page's search and category: the read the server rendered the page with. */
export const documentList = (search: URLSearchParams) =>
  apiPath<AnswerOf<typeof documentsContract.list>>(documentListAddress(search));

/** Every document the caller may see (staff: all of them). */
export const allDocuments = api.list.address();

export const updateDocument = (id: string, patch: DocumentPatch) =>
  api.update.call({ params: { id }, body: patch });

export const deleteDocument = (id: string) => api.remove.call({ params: { id } });

export interface DocumentUpload {
  title: string;
  category: string;
  visibility: string;
  date: string;
  file: File;
}

/** A new document: the fields first, then the file (the server reads them in order). */
export function uploadDocument(upload: DocumentUpload, onProgress: UploadProgress) {
  const form = new FormData();
  form.append('title', upload.title);
  form.append('category', upload.category);
  form.append('visibility', upload.visibility);
  if (upload.date) form.append('date', upload.date);
  form.append('file', upload.file);
  return sendFormTo(api.upload, form, onProgress).done;
}

/** A new file for the same document. */
export function replaceDocumentFile(id: string, file: File, onProgress: UploadProgress) {
  const form = new FormData();
  form.append('file', file);
  return sendFormTo(api.replaceFile, form, onProgress, { params: { id } }).done;
}
