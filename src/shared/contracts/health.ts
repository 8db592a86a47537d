import { z } from 'zod';
import { contract } from '../contract.ts';
import { HEALTH } from '../endpoints/health.ts';

export const healthContract = {
  check: contract(HEALTH.check, {
    responses: {
      200: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }),
      503: z.object({ status: z.literal('error'), message: z.string() }),
    },
  }),
  ready: contract(HEALTH.ready, {
    responses: {
      200: z.object({ status: z.literal('ready') }),
      503: z.object({ status: z.literal('unavailable'), message: z.string() }),
    },
  }),
};
