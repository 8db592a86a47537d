import type {
  ArcCommentInput,
  ArcRequest,
  ArcRequestInput,
  ArcRequestList,
  ArcStatusChange,
} from '../../shared/arc-requests.ts';
import { ARC_ATTACHMENT_FIELD, type ArcStatus } from '../../shared/arc-workflow.ts';
import { apiPath } from '../api/api-path.ts';
import {
  ApiRequestError,
  apiFetch,
  authorization,
  errorMessage,
  noteStatus,
  parseBody,
} from '../api/client.ts';

/** Architectural review requests (DESIGN 7.4). */
export const arcRequestsPath = (status?: ArcStatus | '') =>
  apiPath<ArcRequestList>(`/api/arc-requests${status ? `?status=${encodeURIComponent(status)}` : ''}`);

export const arcRequestPath = (id: string) =>
  apiPath<ArcRequest>(`/api/arc-requests/${encodeURIComponent(id)}`);

export const changeArcStatus = (id: string, input: ArcStatusChange) =>
  apiFetch<ArcRequest>(`/api/arc-requests/${encodeURIComponent(id)}/status`, { method: 'POST', body: input });

export const commentOnArcRequest = (id: string, input: ArcCommentInput) =>
  apiFetch<ArcRequest>(`/api/arc-requests/${encodeURIComponent(id)}/comments`, {
    method: 'POST',
    body: input,
  });

export const withdrawArcRequest = (id: string) =>
  apiFetch<ArcRequest>(`/api/arc-requests/${encodeURIComponent(id)}/withdraw`, { method: 'POST' });

/**
 * POST /api/arc-requests as one multipart body (the fields and the files). XMLHttpRequest rather
 * than fetch because only it reports upload progress; it authenticates like apiFetch.
 */
export function submitArcRequest(
  input: ArcRequestInput,
  files: File[],
  onProgress: (percent: number) => void,
): Promise<ArcRequest> {
  const xhr = new XMLHttpRequest();
  return new Promise<ArcRequest>((resolve, reject) => {
    xhr.open('POST', '/api/arc-requests');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authorization())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      noteStatus(xhr.status);
      if (xhr.status === 201 && body && typeof body === 'object') {
        onProgress(100);
        resolve(body as ArcRequest);
      } else {
        reject(new ApiRequestError(xhr.status, errorMessage(body) ?? `Request failed (${xhr.status})`, body));
      }
    };
    xhr.onerror = () => reject(new ApiRequestError(0, 'Network error', undefined));
    const form = new FormData();
    for (const [name, value] of Object.entries(input)) {
      if (typeof value === 'string' && value !== '') form.append(name, value);
    }
    for (const file of files) form.append(ARC_ATTACHMENT_FIELD, file, file.name);
    xhr.send(form);
  });
}
