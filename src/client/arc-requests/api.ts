import type {
  ArcCommentInput,
  ArcRequest,
  ArcRequestInput,
  ArcRequestList,
  ArcStatusChange,
} from '../../shared/arc-requests.ts';
import { ARC_ATTACHMENT_FIELD, type ArcStatus } from '../../shared/arc-workflow.ts';
import { apiPath } from '../api/api-path.ts';
import { apiFetch } from '../api/client.ts';
import { sendForm } from '../api/send-form.ts';

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

/** POST /api/arc-requests as one multipart body (the fields, then the files), progress in percent. */
export function submitArcRequest(
  input: ArcRequestInput,
  files: File[],
  onProgress: (percent: number) => void,
): Promise<ArcRequest> {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) {
    if (typeof value === 'string' && value !== '') form.append(name, value);
  }
  for (const file of files) form.append(ARC_ATTACHMENT_FIELD, file, file.name);
  return sendForm<ArcRequest>('POST', '/api/arc-requests', form, (fraction) =>
    onProgress(Math.round(fraction * 100)),
  ).done;
}
