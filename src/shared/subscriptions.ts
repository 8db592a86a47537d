import { z } from 'zod';
import { storedIds } from './api.ts';
import { emailField } from './auth.ts';
import { pageFields, pageQuery } from './paging/paging.ts';

/** Shapes of the announcement list (docs/product/announcements.md): subscribing, confirming, unsubscribing, the admin list. */

/** How long a mailed confirmation link works. */
export const CONFIRM_LINK_HOURS = 48;

/** POST /api/subscriptions. */
export const subscribeSchema = z.object({ email: emailField });
export type SubscribeInput = z.infer<typeof subscribeSchema>;

/** What POST /api/subscriptions answers (202), whether or not the address is known. */
export const SUBSCRIBE_ANSWER =
  'Thank you. If this address is not on the list yet, we have sent it a link to confirm the subscription.';
/** The same answer on a site that sends no mail yet: the link waits in the outbox until mail is set up. */
export const SUBSCRIBE_ANSWER_NO_MAIL =
  'Thank you. This site does not send email yet: if this address is not on the list, the link to confirm the subscription goes out once it does.';
export const subscribeAnswerSchema = z.object({ message: z.string() });

const tokenField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(200, `${label} is not valid`);

/** POST /api/subscriptions/confirm. */
export const confirmSubscriptionSchema = z.object({ token: tokenField('Confirmation token') });

/** POST /api/subscriptions/unsubscribe?token=... (RFC 8058 one-click, and the /unsubscribe page). */
export const unsubscribeQuerySchema = z.object({ token: tokenField('Unsubscribe token') });

export const SUBSCRIPTION_TOKEN_MESSAGES = {
  unknown: 'This confirmation link is not valid or has already been used.',
  expired: 'This confirmation link has expired. Please subscribe again.',
  unsubscribeUnknown: 'This unsubscribe link is not valid.',
} as const;

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const SUBSCRIBER_SOURCES = ['form', 'account'] as const;

/** One address on the list, as the admin list shows it. */
export const subscriberSchema = z.object({
  ...storedIds,
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  source: z.enum(SUBSCRIBER_SOURCES),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

/** GET /api/subscribers: `count` is how many addresses an announcement would reach now. */
export const subscriberListSchema = z.object({
  count: z.number(),
  items: z.array(subscriberSchema),
  ...pageFields,
});

/**
 * GET /api/subscribers: a page of the list (default 100), newest first, and `nextCursor` (null on
 * the last page).
 */
export const subscriberListQuerySchema = pageQuery(2);
export const SUBSCRIBERS_PAGE = 100;
export type SubscriberList = z.infer<typeof subscriberListSchema>;
