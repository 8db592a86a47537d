import { idParamsSchema, noContent, storedFileBody } from '../api.ts';
import { contract } from '../contract.ts';
import { REPORTS } from '../endpoints/reports.ts';
import {
  REPORT_PHOTO_TYPES,
  reportCommentInputSchema,
  reportDetailSchema,
  reportFollowersSchema,
  reportListQuerySchema,
  reportListSchema,
  reportNearbyQuerySchema,
  reportNearbySchema,
  reportPhotoParamsSchema,
  reportPinsQuerySchema,
  reportPinsSchema,
  reportStatusInputSchema,
} from '../reports/reports.ts';

export const reportsContract = {
  list: contract(REPORTS.list, { query: reportListQuerySchema, responses: { 200: reportListSchema } }),
  nearby: contract(REPORTS.nearby, {
    query: reportNearbyQuerySchema,
    responses: { 200: reportNearbySchema },
  }),
  pins: contract(REPORTS.pins, { query: reportPinsQuerySchema, responses: { 200: reportPinsSchema } }),
  one: contract(REPORTS.one, { params: idParamsSchema, responses: { 200: reportDetailSchema } }),
  // JSON or multipart: the route reads either against reportInputSchema itself (the photos as they
  // arrive), so the contract has no body schema.
  create: contract(REPORTS.create, {
    consumes: ['application/json', 'multipart/form-data'],
    responses: { 201: reportDetailSchema },
  }),
  photo: contract(REPORTS.photo, {
    params: reportPhotoParamsSchema,
    produces: REPORT_PHOTO_TYPES,
    responses: { 200: storedFileBody, 206: storedFileBody, 304: noContent },
  }),
  comment: contract(REPORTS.comment, {
    params: idParamsSchema,
    body: reportCommentInputSchema,
    responses: { 201: reportDetailSchema },
  }),
  status: contract(REPORTS.status, {
    params: idParamsSchema,
    body: reportStatusInputSchema,
    responses: { 200: reportDetailSchema },
  }),
  reopen: contract(REPORTS.reopen, { params: idParamsSchema, responses: { 200: reportDetailSchema } }),
  follow: contract(REPORTS.follow, { params: idParamsSchema, responses: { 200: reportFollowersSchema } }),
  unfollow: contract(REPORTS.unfollow, { params: idParamsSchema, responses: { 200: reportFollowersSchema } }),
};
