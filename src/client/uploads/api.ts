import type { uploadsContract } from '../../shared/contracts/uploads.ts';
import { UPLOADS } from '../../shared/endpoints/uploads.ts';
import { UPLOAD_FIELD, type UploadResponse } from '../../shared/uploads.ts';
import { ApiRequestError } from '../transport/client.ts';
import { operations } from '../transport/operations.ts';
import { sendFormTo } from '../transport/send-form.ts';

const api = operations<typeof uploadsContract>(UPLOADS);

export interface UploadHandle {
  /** The stored image's URL (/uploads/<name>.webp). */
  done: Promise<string>;
  abort: () => void;
}

/** Uploads one image, reporting progress in percent. */
export function uploadImage(file: File, onProgress: (percent: number) => void): UploadHandle {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  const send = sendFormTo(api.upload, form, (fraction) => onProgress(Math.round(fraction * 100)));
  // A body the server did not answer as declared (a proxy's page) is still told as a failed upload.
  const done = send.done.then((body: Partial<UploadResponse> | undefined) => {
    const url = body?.data?.url;
    if (typeof url !== 'string') throw new ApiRequestError(500, 'Upload failed', body);
    return url;
  });
  return { done, abort: send.abort };
}
