import { idParamsSchema, noContent, storedFileBody } from '../api.ts';
import { contract } from '../contract.ts';
import { VOTES } from '../endpoints/votes.ts';
import { documentSchema } from '../documents/documents.ts';
import {
  ballotInputSchema,
  ballotReceiptSchema,
  voteCancelSchema,
  voteInputSchema,
  voteListQuerySchema,
  voteListSchema,
  votePatchSchema,
  voteReminderSchema,
  voteResultsSchema,
  voteSchema,
} from '../votes/votes.ts';

export const votesContract = {
  list: contract(VOTES.list, { query: voteListQuerySchema, responses: { 200: voteListSchema } }),
  one: contract(VOTES.one, { params: idParamsSchema, responses: { 200: voteSchema } }),
  create: contract(VOTES.create, { body: voteInputSchema, responses: { 201: voteSchema } }),
  update: contract(VOTES.update, {
    params: idParamsSchema,
    body: votePatchSchema,
    responses: { 200: voteSchema },
  }),
  remove: contract(VOTES.remove, { params: idParamsSchema, responses: { 204: noContent } }),
  cancel: contract(VOTES.cancel, {
    params: idParamsSchema,
    body: voteCancelSchema,
    responses: { 200: voteSchema },
  }),
  cast: contract(VOTES.cast, {
    params: idParamsSchema,
    body: ballotInputSchema,
    responses: { 201: ballotReceiptSchema },
  }),
  results: contract(VOTES.results, { params: idParamsSchema, responses: { 200: voteResultsSchema } }),
  remind: contract(VOTES.remind, { params: idParamsSchema, responses: { 200: voteReminderSchema } }),
  fileCertificate: contract(VOTES.fileCertificate, {
    params: idParamsSchema,
    responses: { 201: documentSchema },
  }),
  certificate: contract(VOTES.certificate, { params: idParamsSchema, responses: { 200: storedFileBody } }),
};
