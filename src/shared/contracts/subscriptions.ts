import { z } from 'zod';
import { idParamsSchema, noContent } from '../api.ts';
import { contract } from '../contract.ts';
import { SUBSCRIPTIONS } from '../endpoints/subscriptions.ts';
import {
  confirmSubscriptionSchema,
  subscribeAnswerSchema,
  subscriberListQuerySchema,
  subscriberListSchema,
  subscribeSchema,
  unsubscribeQuerySchema,
} from '../subscriptions.ts';

export const subscriptionsContract = {
  subscribe: contract(SUBSCRIPTIONS.subscribe, {
    body: subscribeSchema,
    responses: { 202: subscribeAnswerSchema },
  }),
  confirm: contract(SUBSCRIPTIONS.confirm, {
    body: confirmSubscriptionSchema,
    responses: { 204: noContent },
  }),
  unsubscribe: contract(SUBSCRIPTIONS.unsubscribe, {
    query: unsubscribeQuerySchema,
    responses: { 204: noContent },
  }),
  list: contract(SUBSCRIPTIONS.list, {
    query: subscriberListQuerySchema,
    responses: { 200: subscriberListSchema },
  }),
  export: contract(SUBSCRIPTIONS.export, { produces: ['text/csv'], responses: { 200: z.string() } }),
  remove: contract(SUBSCRIPTIONS.remove, { params: idParamsSchema, responses: { 204: noContent } }),
};
