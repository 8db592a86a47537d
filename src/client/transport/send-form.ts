import type { AnswerOf, Contract, Method } from '../../shared/contract.ts';
import { ApiRequestError, authorization, errorMessage, noteStatus, parseBody } from './client.ts';
import type { Operation } from './operations.ts';

/** Share of the body sent so far, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

export interface FormSend<T> {
  /** The JSON answer of a 2xx; a refusal rejects with the server's message (ApiRequestError). */
  done: Promise<T>;
  abort: () => void;
}

/**
 * Sends a multipart form (files with their fields) the way apiFetch sends JSON: the stored
 * session's bearer token, cookies included, the same errors. XMLHttpRequest rather than fetch
 * because only it reports upload progress, which a phone on a slow network needs to see.
 */
export function sendForm<T>(
  method: Exclude<Method, 'GET'>,
  path: string,
  form: FormData,
  onProgress: UploadProgress,
): FormSend<T> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authorization())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      noteStatus(xhr.status);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as T);
      } else {
        reject(new ApiRequestError(xhr.status, errorMessage(body) ?? `Upload failed (${xhr.status})`, body));
      }
    };
    xhr.onerror = () => reject(new ApiRequestError(0, 'Network error', undefined));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

/**
 * Sends a multipart form to an operation of a contract, at its method and address (its path
 * parameters, if it has any, after the form): resolves with the operation's answer.
 *   sendFormTo(documents.replaceFile, form, onProgress, { params: { id } })
 */
export function sendFormTo<C extends Contract>(
  operation: Operation<C>,
  form: FormData,
  onProgress: UploadProgress,
  ...input: Parameters<Operation<C>['address']>
): FormSend<AnswerOf<C>> {
  const { method } = operation.endpoint;
  if (method === 'GET') throw new Error(`${operation.endpoint.path} takes no form`);
  return sendForm(method, operation.address(...input), form, onProgress);
}
