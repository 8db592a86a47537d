import { endpoint } from '../contract.ts';

/** Images for news items and the community's pages, uploaded by staff. */
export const UPLOADS = {
  /** Multipart: one image in the field `image`; 201 with where it is served (/uploads/<name>). */
  upload: endpoint('POST', '/api/uploads', 'uploads.write'),
};
