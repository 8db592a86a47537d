import { UPLOAD_FIELD, type UploadResponse } from '../../shared/uploads.ts';
import { ApiRequestError, errorMessage } from '../api/client.ts';
import { readStoredToken } from '../auth/storage.ts';

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
    const token = readStoredToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = undefined;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status === 401) console.warn('Unauthorized – maybe redirect to login');
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
