import { z } from 'zod';
import { idParamsSchema } from '../api.ts';
import { contract } from '../contract.ts';
import { NEWS } from '../endpoints/news.ts';
import {
  announcedNewsSchema,
  currentAlertsQuerySchema,
  currentAlertsSchema,
  newsArticleSchema,
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
  // A write answers the item with its body, as GET /api/news/:id does (the list leaves it out).
  create: contract(NEWS.create, {
    body: newsInputSchema,
    responses: { 201: newsArticleSchema, 202: announcedNewsSchema },
  }),
  update: contract(NEWS.update, {
    params: idParamsSchema,
    body: newsPatchSchema,
    responses: { 200: newsArticleSchema, 202: announcedNewsSchema },
  }),
  // Paged (docs/api.md, Paging): without a query, the 20 newest and `nextCursor` when there are more.
  list: contract(NEWS.list, { query: newsListQuerySchema, responses: { 200: newsListSchema } }),
  years: contract(NEWS.years, { responses: { 200: newsYearsSchema } }),
  alerts: contract(NEWS.alerts, {
    query: currentAlertsQuerySchema,
    responses: { 200: currentAlertsSchema },
  }),
  // The item with its body (lists leave the body out).
  one: contract(NEWS.one, { params: idParamsSchema, responses: { 200: newsArticleSchema } }),
  feed: contract(NEWS.feed, {
    produces: ['application/rss+xml'],
    responses: { 200: z.string().describe('RSS 2.0 feed of the newest community news') },
  }),
};
