import { idParamsSchema, noContent, storedFileBody } from '../api.ts';
import { contract } from '../contract.ts';
import {
  ACCEPTED_DOCUMENT_TYPES,
  documentListSchema,
  documentPatchSchema,
  documentQuerySchema,
  documentSchema,
} from '../documents/documents.ts';
import { DOCUMENTS } from '../endpoints/documents.ts';

// The uploads' fields come in a multipart body beside the file, read by the route as they arrive
// (documentFieldsSchema), so their contracts have no body schema.
const multipart = ['multipart/form-data'];

export const documentsContract = {
  list: contract(DOCUMENTS.list, {
    query: documentQuerySchema,
    responses: { 200: documentListSchema },
  }),
  file: contract(DOCUMENTS.file, {
    params: idParamsSchema,
    produces: ACCEPTED_DOCUMENT_TYPES,
    responses: { 200: storedFileBody, 206: storedFileBody, 304: noContent },
  }),
  upload: contract(DOCUMENTS.upload, { consumes: multipart, responses: { 201: documentSchema } }),
  update: contract(DOCUMENTS.update, {
    params: idParamsSchema,
    body: documentPatchSchema,
    responses: { 200: documentSchema },
  }),
  replaceFile: contract(DOCUMENTS.replaceFile, {
    params: idParamsSchema,
    consumes: multipart,
    responses: { 200: documentSchema },
  }),
  remove: contract(DOCUMENTS.remove, { params: idParamsSchema, responses: { 204: noContent } }),
};
