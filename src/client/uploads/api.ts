import { UPLOAD_FIELD, type UploadResponse } from '../../shared/uploads.ts';
import { ApiRequestError } from '../api/client.ts';
import { sendForm } from '../api/send-form.ts';

export interface UploadHandle {
  /** The stored image's URL (/uploads/<name>.webp). */
  done: Promise<string>;
  abort: () => void;
}

/** POST /api/uploads, reporting progress in percent. */
export function uploadImage(file: File, onProgress: (percent: number) => void): UploadHandle {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  const send = sendForm<UploadResponse | undefined>('POST', '/api/uploads', form, (fraction) =>
    onProgress(Math.round(fraction * 100)),
  );
  const done = send.done.then((body) => {
    const url = body?.data?.url;
    if (typeof url !== 'string') throw new ApiRequestError(500, 'Upload failed', body);
    return url;
  });
  return { done, abort: send.abort };
}
