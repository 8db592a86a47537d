import type {
  ArcCommentInput,
  ArcRequestInput,
  ArcStatusChange,
} from '../../shared/arc-requests/arc-requests.ts';
import { ARC_ATTACHMENT_FIELD, type ArcStatus } from '../../shared/arc-requests/workflow.ts';
import type { arcRequestsContract } from '../../shared/contracts/arc-requests.ts';
import { ARC_REQUESTS } from '../../shared/endpoints/arc-requests.ts';
import { operations } from '../transport/operations.ts';
import { sendFormTo } from '../transport/send-form.ts';

const api = operations<typeof arcRequestsContract>(ARC_REQUESTS);

/** The caller's requests (the committee: all of them), of one status or all. */
export const arcRequestsPath = (status?: ArcStatus | '') =>
  api.list.address({ query: { status: status || undefined } });

export const arcRequestPath = (id: string) => api.one.address({ params: { id } });

export const changeArcStatus = (id: string, input: ArcStatusChange) =>
  api.changeStatus.call({ params: { id }, body: input });

export const commentOnArcRequest = (id: string, input: ArcCommentInput) =>
  api.comment.call({ params: { id }, body: input });

export const withdrawArcRequest = (id: string) => api.withdraw.call({ params: { id } });

/** A new request as one multipart body (the fields, then the files), progress in percent. */
export function submitArcRequest(
  input: ArcRequestInput,
  files: File[],
  onProgress: (percent: number) => void,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) {
    if (typeof value === 'string' && value !== '') form.append(name, value);
  }
  for (const file of files) form.append(ARC_ATTACHMENT_FIELD, file, file.name);
  return sendFormTo(api.submit, form, (fraction) => onProgress(Math.round(fraction * 100))).done;
}
