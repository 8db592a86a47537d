import { documentListPath } from '../../shared/routes.ts';
import type { DocumentList, DocumentPatch, LibraryDocument } from '../../shared/documents.ts';
import { apiPath } from '../api/api-path.ts';
import {
  ApiRequestError,
  apiFetch,
  authorization,
  errorMessage,
  noteStatus,
  parseBody,
} from '../api/client.ts';

/** GET /api/documents with the page's search and category. */
export const documentList = (search: URLSearchParams) => apiPath<DocumentList>(documentListPath(search));

/** Every document the caller may see (staff: all of them). */
export const allDocuments = apiPath<DocumentList>('/api/documents');

export const updateDocument = (id: string, patch: DocumentPatch) =>
  apiFetch<LibraryDocument>(`/api/documents/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });

export const deleteDocument = (id: string) =>
  apiFetch<void>(`/api/documents/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Fraction of the bytes sent so far, 0 to 1. */
export type Progress = (fraction: number) => void;

/**
 * Sends a multipart form with XMLHttpRequest, whose upload events report progress (fetch has no
 * upload progress). Resolves with the JSON answer; a refusal rejects with the server's message.
 */
function sendForm<T>(method: 'POST' | 'PUT', path: string, form: FormData, onProgress: Progress): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authorization())) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      noteStatus(xhr.status);
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as T);
      } else {
        reject(new ApiRequestError(xhr.status, errorMessage(body) ?? `Upload failed (${xhr.status})`, body));
      }
    });
    xhr.addEventListener('error', () => reject(new Error('The upload was interrupted. Please try again.')));
    xhr.send(form);
  });
}

export interface DocumentUpload {
  title: string;
  category: string;
  visibility: string;
  date: string;
  file: File;
}

/** POST /api/documents: the fields first, then the file (the server reads them in order). */
export function uploadDocument(upload: DocumentUpload, onProgress: Progress): Promise<LibraryDocument> {
  const form = new FormData();
  form.append('title', upload.title);
  form.append('category', upload.category);
  form.append('visibility', upload.visibility);
  if (upload.date) form.append('date', upload.date);
  form.append('file', upload.file);
  return sendForm('POST', '/api/documents', form, onProgress);
}

/** PUT /api/documents/:id/file: a new file for the same document. */
export function replaceDocumentFile(id: string, file: File, onProgress: Progress): Promise<LibraryDocument> {
  const form = new FormData();
  form.append('file', file);
  return sendForm('PUT', `/api/documents/${encodeURIComponent(id)}/file`, form, onProgress);
}
