import { contract } from '../contract.ts';
import { UPLOADS } from '../endpoints/uploads.ts';
import { uploadResponseSchema } from '../uploads.ts';

export const uploadsContract = {
  // The image comes in a multipart body, read by the route as it arrives: no body schema.
  upload: contract(UPLOADS.upload, {
    consumes: ['multipart/form-data'],
    responses: { 201: uploadResponseSchema },
  }),
};
