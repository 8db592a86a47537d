import {
  announceAnswerSchema,
  announcementAudienceSchema,
  announcementListSchema,
} from '../announcements.ts';
import { idParamsSchema } from '../api.ts';
import { contract } from '../contract.ts';
import { ANNOUNCEMENTS } from '../endpoints/announcements.ts';

export const announcementsContract = {
  announce: contract(ANNOUNCEMENTS.announce, {
    params: idParamsSchema,
    responses: { 202: announceAnswerSchema },
  }),
  audience: contract(ANNOUNCEMENTS.audience, { responses: { 200: announcementAudienceSchema } }),
  list: contract(ANNOUNCEMENTS.list, { responses: { 200: announcementListSchema } }),
};
