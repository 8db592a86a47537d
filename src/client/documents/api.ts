import { documentListPath } from '../../shared/routes.ts';
import type { DocumentList, DocumentPatch, LibraryDocument } from '../../shared/documents.ts';
import { apiPath } from '../api/api-path.ts';
import { apiFetch } from '../api/client.ts';
import { sendForm, type UploadProgress } from '../api/send-form.ts';

/** GET /api/documents with the page's search and category. */
export const documentList = (search: URLSearchParams) => apiPath<DocumentList>(documentListPath(search));

/** Every document the caller may see (staff: all of them). */
export const allDocuments = apiPath<DocumentList>('/api/documents');

export const updateDocument = (id: string, patch: DocumentPatch) =>
  apiFetch<LibraryDocument>(`/api/documents/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });

export const deleteDocument = (id: string) =>
  apiFetch<void>(`/api/documents/${encodeURIComponent(id)}`, { method: 'DELETE' });

export interface DocumentUpload {
  title: string;
  category: string;
  visibility: string;
  date: string;
  file: File;
}

/** POST /api/documents: the fields first, then the file (the server reads them in order). */
export function uploadDocument(upload: DocumentUpload, onProgress: UploadProgress): Promise<LibraryDocument> {
  const form = new FormData();
  form.append('title', upload.title);
  form.append('category', upload.category);
  form.append('visibility', upload.visibility);
  if (upload.date) form.append('date', upload.date);
  form.append('file', upload.file);
  return sendForm<LibraryDocument>('POST', '/api/documents', form, onProgress).done;
}

/** PUT /api/documents/:id/file: a new file for the same document. */
export function replaceDocumentFile(
  id: string,
  file: File,
  onProgress: UploadProgress,
): Promise<LibraryDocument> {
  const form = new FormData();
  form.append('file', file);
  return sendForm<LibraryDocument>('PUT', `/api/documents/${encodeURIComponent(id)}/file`, form, onProgress)
    .done;
}
