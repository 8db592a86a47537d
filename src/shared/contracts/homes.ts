import { z } from 'zod';
import { idParamsSchema, noContent } from '../api.ts';
import { contract } from '../contract.ts';
import { HOMES } from '../endpoints/homes.ts';
import {
  HOME_MESSAGES,
  homeImportQuerySchema,
  homeImportResultSchema,
  homeInputSchema,
  homeListSchema,
  homeMatchQuerySchema,
  homeMatchSchema,
  homePatchSchema,
  homeSchema,
} from '../homes/homes.ts';

export const homesContract = {
  list: contract(HOMES.list, { responses: { 200: homeListSchema } }),
  match: contract(HOMES.match, { query: homeMatchQuerySchema, responses: { 200: homeMatchSchema } }),
  create: contract(HOMES.create, { body: homeInputSchema, responses: { 201: homeSchema } }),
  update: contract(HOMES.update, {
    params: idParamsSchema,
    body: homePatchSchema,
    responses: { 200: homeSchema },
  }),
  remove: contract(HOMES.remove, { params: idParamsSchema, responses: { 204: noContent } }),
  import: contract(HOMES.import, {
    consumes: ['text/csv'],
    query: homeImportQuerySchema,
    body: z
      .string({ error: HOME_MESSAGES.csvNotCsv })
      .describe('CSV text: a header line "address,lot", then one home per line'),
    responses: { 200: homeImportResultSchema },
  }),
  export: contract(HOMES.export, { produces: ['text/csv'], responses: { 200: z.string() } }),
};
