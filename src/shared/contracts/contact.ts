import { z } from 'zod';
import { idParamsSchema, noContent } from '../api.ts';
import { contactReceiptSchema, contactSchema } from '../contact/contact.ts';
import {
  inboxMessageSchema,
  inboxPatchSchema,
  inboxQuerySchema,
  inboxSummarySchema,
} from '../contact/inbox.ts';
import { contract } from '../contract.ts';
import { CONTACT } from '../endpoints/contact.ts';

export const contactContract = {
  send: contract(CONTACT.send, { body: contactSchema, responses: { 201: contactReceiptSchema } }),
  inbox: contract(CONTACT.inbox, {
    query: inboxQuerySchema,
    responses: { 200: z.array(inboxMessageSchema) },
  }),
  summary: contract(CONTACT.summary, { responses: { 200: inboxSummarySchema } }),
  update: contract(CONTACT.update, {
    params: idParamsSchema,
    body: inboxPatchSchema,
    responses: { 200: inboxMessageSchema },
  }),
  remove: contract(CONTACT.remove, { params: idParamsSchema, responses: { 204: noContent } }),
};
