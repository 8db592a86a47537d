import { idParamsSchema, storedFileBody } from '../api.ts';
import {
  arcAttachmentParamsSchema,
  arcCommentInputSchema,
  arcListQuerySchema,
  arcRequestListSchema,
  arcRequestSchema,
  arcStatusChangeSchema,
} from '../arc-requests/arc-requests.ts';
import { contract } from '../contract.ts';
import { ARC_REQUESTS } from '../endpoints/arc-requests.ts';

export const arcRequestsContract = {
  list: contract(ARC_REQUESTS.list, {
    query: arcListQuerySchema,
    responses: { 200: arcRequestListSchema },
  }),
  one: contract(ARC_REQUESTS.one, { params: idParamsSchema, responses: { 200: arcRequestSchema } }),
  // JSON or multipart: the route reads either against arcRequestInputSchema itself, the files as
  // they arrive, so the contract has no body schema.
  submit: contract(ARC_REQUESTS.submit, { responses: { 201: arcRequestSchema } }),
  changeStatus: contract(ARC_REQUESTS.changeStatus, {
    params: idParamsSchema,
    body: arcStatusChangeSchema,
    responses: { 200: arcRequestSchema },
  }),
  withdraw: contract(ARC_REQUESTS.withdraw, { params: idParamsSchema, responses: { 200: arcRequestSchema } }),
  comment: contract(ARC_REQUESTS.comment, {
    params: idParamsSchema,
    body: arcCommentInputSchema,
    responses: { 201: arcRequestSchema },
  }),
  letter: contract(ARC_REQUESTS.letter, { params: idParamsSchema, responses: { 200: storedFileBody } }),
  attachment: contract(ARC_REQUESTS.attachment, {
    params: arcAttachmentParamsSchema,
    responses: { 200: storedFileBody, 206: storedFileBody },
  }),
};
