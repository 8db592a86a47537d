import { z } from 'zod';
import { contract } from '../contract.ts';
import { OPENAPI } from '../endpoints/openapi.ts';

export const openapiContract = {
  description: contract(OPENAPI.description, { responses: { 200: z.looseObject({}) } }),
};
