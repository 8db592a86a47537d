import { z } from 'zod';
import { auditEntrySchema, auditQuerySchema } from '../audit.ts';
import { contract } from '../contract.ts';
import { AUDIT } from '../endpoints/audit.ts';

export const auditContract = {
  list: contract(AUDIT.list, { query: auditQuerySchema, responses: { 200: z.array(auditEntrySchema) } }),
};
