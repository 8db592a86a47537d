import { idParamsSchema } from '../api.ts';
import { contract } from '../contract.ts';
import { REPORTS } from '../endpoints/reports.ts';
import {
  reportDetailSchema,
  reportFollowersSchema,
  reportInputSchema,
  reportListQuerySchema,
  reportListSchema,
  reportStatusInputSchema,
} from '../reports/reports.ts';

export const reportsContract = {
  list: contract(REPORTS.list, { query: reportListQuerySchema, responses: { 200: reportListSchema } }),
  one: contract(REPORTS.one, { params: idParamsSchema, responses: { 200: reportDetailSchema } }),
  create: contract(REPORTS.create, { body: reportInputSchema, responses: { 201: reportDetailSchema } }),
  status: contract(REPORTS.status, {
    params: idParamsSchema,
    body: reportStatusInputSchema,
    responses: { 200: reportDetailSchema },
  }),
  reopen: contract(REPORTS.reopen, { params: idParamsSchema, responses: { 200: reportDetailSchema } }),
  follow: contract(REPORTS.follow, { params: idParamsSchema, responses: { 200: reportFollowersSchema } }),
  unfollow: contract(REPORTS.unfollow, { params: idParamsSchema, responses: { 200: reportFollowersSchema } }),
};
