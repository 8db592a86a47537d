import { UPLOAD_FIELD, type UploadResponse } from '../../shared/uploads.ts';
import { ApiRequestError, authorization, errorMessage, noteStatus, parseBody } from '../api/client.ts';

export interface UploadHandle {
  /** The stored image's URL (/uploads/<name>.webp). */
  done: Promise<string>;
  abort: () => void;
}

/**
 * POST /api/uploads. XMLHttpRequest rather than fetch because only it reports upload progress;
 * it authenticates like apiFetch (bearer token from the stored session, cookies included).
 */
export function uploadImage(file: File, onProgress: (percent: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<string>((resolve, reject) => {
    xhr.open('POST', '/api/uploads');
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
      const url = (body as UploadResponse | undefined)?.data?.url;
      if (xhr.status === 201 && typeof url === 'string') {
        onProgress(100);
        resolve(url);
      } else {
        reject(new ApiRequestError(xhr.status, errorMessage(body) ?? `Upload failed (${xhr.status})`, body));
      }
    };
    xhr.onerror = () => reject(new ApiRequestError(0, 'Network error', undefined));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    const form = new FormData();
    form.append(UPLOAD_FIELD, file);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
