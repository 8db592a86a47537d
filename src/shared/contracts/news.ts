import { z } from 'zod';
import { idParamsSchema } from '../api.ts';
import { contract } from '../contract.ts';
import { NEWS } from '../endpoints/news.ts';
import {
  announcedNewsSchema,
  newsInputSchema,
  newsItemSchema,
  newsListQuerySchema,
  newsListSchema,
  newsPatchSchema,
  newsYearsSchema,
} from '../news/news.ts';
import { collectionContract } from './collection.ts';

export const newsContract = {
  // `announce: true` also emails the item: 202 with the item and how many mails were queued.
  ...collectionContract(
    NEWS,
    { item: newsItemSchema, input: newsInputSchema, patch: newsPatchSchema },
    { 202: announcedNewsSchema },
  ),
  // Paged (docs/api.md, Paging): without a query, the 20 newest and `nextCursor` when there are more.
  list: contract(NEWS.list, { query: newsListQuerySchema, responses: { 200: newsListSchema } }),
  years: contract(NEWS.years, { responses: { 200: newsYearsSchema } }),
  one: contract(NEWS.one, { params: idParamsSchema, responses: { 200: newsItemSchema } }),
  feed: contract(NEWS.feed, {
    produces: ['application/rss+xml'],
    responses: { 200: z.string().describe('RSS 2.0 feed of the newest community news') },
  }),
};
