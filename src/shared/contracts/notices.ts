import { idParamsSchema, storedFileBody } from '../api.ts';
import { contract } from '../contract.ts';
import { NOTICES } from '../endpoints/notices.ts';
import {
  noticeCommentInputSchema,
  noticeInputSchema,
  noticeListSchema,
  noticeSchema,
} from '../notices/notices.ts';

export const noticesContract = {
  send: contract(NOTICES.send, {
    params: idParamsSchema,
    body: noticeInputSchema,
    responses: { 201: noticeSchema },
  }),
  ofReport: contract(NOTICES.ofReport, { params: idParamsSchema, responses: { 200: noticeListSchema } }),
  mine: contract(NOTICES.mine, { responses: { 200: noticeListSchema } }),
  comment: contract(NOTICES.comment, {
    params: idParamsSchema,
    body: noticeCommentInputSchema,
    responses: { 201: noticeSchema },
  }),
  letter: contract(NOTICES.letter, {
    params: idParamsSchema,
    produces: ['application/pdf'],
    responses: { 200: storedFileBody },
  }),
};
