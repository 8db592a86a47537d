import { z } from 'zod';
import { storedIds, timestamps } from '../api.ts';
import {
  optionalDay,
  optionalHttpUrl,
  optionalText,
  plainText,
  requiredText,
  storedImageUrl,
} from '../fields.ts';
import { MAX, MIN } from '../limits.ts';
import { showUntilIssue } from './alerts.ts';
import { pageFields, pageQuery } from '../paging/paging.ts';

/** A news item as the API returns it; `date` is the community-local day YYYY-MM-DD. */
export const newsItemSchema = z.object({
  ...storedIds,
  title: z.string(),
  description: z.string(),
  type: z.string().nullable(),
  image: z.string().nullable(),
  link: z.string().nullable(),
  date: z.string(),
  /** An alert's last day on the home page (YYYY-MM-DD; its own or the default); null for other types. */
  showUntil: z.string().nullable(),
  ...timestamps,
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** A library document attached to a news item: `url` streams its bytes (GET /api/documents/:id/file). */
export const newsAttachmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  size: z.number(),
  contentType: z.string(),
});
export type NewsAttachment = z.infer<typeof newsAttachmentSchema>;

/**
 * One news item with its body (GET /api/news/:id and the write answers; lists leave the body out to
 * stay light): `body` as written (a Markdown subset), `bodyHtml` the server's safe rendering of it.
 */
export const newsArticleSchema = newsItemSchema.extend({
  body: z.string().nullable(),
  bodyHtml: z.string().nullable(),
  /**
   * Documents of the library the item lists, in the order staff chose: only those the reader may
   * open (a document made residents-only later is not shown to signed-out readers).
   */
  attachments: z.array(newsAttachmentSchema),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

/** GET /api/news/alerts: the alerts shown on the home page on a day, newest first. */
export const currentAlertsSchema = z.object({ items: z.array(newsItemSchema) });

/** GET /api/news/alerts's query: the community-local day (the page's today). */
export const currentAlertsQuerySchema = z.object({
  day: optionalDay('Day').transform((day) => day ?? undefined),
});

/**
 * GET /api/news: newest first, a page at a time (docs/api.md, Paging). Called as the spec calls it (no
 * query) it answers the 20 newest, with `nextCursor` when there are more.
 */
export const newsListSchema = z.object({ items: z.array(newsItemSchema), ...pageFields });
export type NewsList = z.infer<typeof newsListSchema>;

/** How many items a news page holds when the caller does not say (the spec's GET /api/news, /newsletter). */
export const NEWS_PAGE = 20;

/** The news list's sort key: day, then when it was written, then id (unique). */
export const NEWS_KEYS = 3;

/** `?year=` of the news list (the by-year archive): a four-digit year. */
export const newsYearField = z
  .string()
  .regex(/^(19|20|21)\d{2}$/, 'Year must be a four-digit year such as 2025')
  .transform(Number);

/** GET /api/news's query: `limit`, `cursor`, and `year` for one year's news. */
export const newsListQuerySchema = pageQuery(NEWS_KEYS).extend({ year: newsYearField.optional() });

/** GET /api/news/years: the years that have news, newest first, with how many items each. */
export const newsYearsSchema = z.object({
  years: z.array(z.object({ year: z.number(), count: z.number() })),
});
export type NewsYears = z.infer<typeof newsYearsSchema>;

export { isAlert } from './alerts.ts';

/** The kinds the news form offers for "Type"; the field stays free text (max 15). */
export const NEWS_TYPE_CHOICES = ['alert', 'update', 'event', 'meeting', 'maintenance'] as const;

const bodyField = plainText({ error: 'Body must be text' })
  .trim()
  .max(MAX.newsBody, `Body cannot exceed ${MAX.newsBody.toLocaleString('en-US')} characters`)
  .nullish()
  .transform((value) => (value ? value : null));

const attachmentsField = z
  .array(
    z
      .string({ error: 'Each attachment must be a document id' })
      .min(1, 'Each attachment must be a document id')
      .max(64, 'Each attachment must be a document id'),
    { error: 'Attachments must be a list of document ids' },
  )
  .max(MAX.newsAttachments, `A news item can have at most ${MAX.newsAttachments} attachments`)
  // A document listed twice is listed once, where it first appears.
  .transform((ids) => [...new Set(ids)])
  .optional();

const descriptionField = z
  .string({ error: (issue) => (issue.input === undefined ? 'Content is required' : 'Content must be text') })
  .trim()
  .min(MIN.newsDescription, 'Content must be at least 50 characters')
  .max(MAX.newsDescription, `Content cannot exceed ${MAX.newsDescription} characters`);

/**
 * The body of POST /api/news, with the news form's messages. `date` may be left out: the server
 * then uses today in the community's time zone.
 */
const newsFieldsSchema = z.object({
  title: requiredText('Title', MAX.title),
  description: descriptionField,
  type: optionalText('Type', MAX.newsType),
  image: storedImageUrl('Image'),
  link: optionalHttpUrl('Link', MAX.newsLink),
  date: optionalDay('Date'),
  /** Paragraphs, links, emphasis and lists (docs/product/news-uploads-contact.md, "News bodies"). */
  body: bodyField,
  /** An alert's last day on the home page; left out, 7 days after its date. */
  showUntil: optionalDay('Show until'),
  /**
   * Ids of public library documents, in the order to list them (docs/product/news-uploads-contact.md,
   * "Attachments"); sent, it replaces the item's list. The server checks each is a public document.
   */
  attachments: attachmentsField,
  /** Staff only: also email the item to the subscribers (docs/product/announcements.md); not stored. */
  announce: z.boolean({ error: 'Announce must be true or false' }).optional(),
});

/** "Show until" cannot be before the item's day (when both are sent; the server checks the stored day too). */
const withShowUntilRule = <S extends z.ZodType<{ date?: string | null; showUntil?: string | null }>>(
  schema: S,
) =>
  schema.superRefine((value, ctx) => {
    const issue = value.date ? showUntilIssue(value.date, value.showUntil) : null;
    if (issue) ctx.addIssue({ code: 'custom', path: ['showUntil'], message: issue });
  });

export const newsInputSchema = withShowUntilRule(newsFieldsSchema);

export type NewsValues = z.output<typeof newsInputSchema>;

/** What POST /api/news and PATCH /api/news/:id answer (202) when they also announced the item. */
export const announcedNewsSchema = newsArticleSchema.extend({ queued: z.number() });

/** PATCH /api/news/:id may send only the fields it changes. */
export const newsPatchSchema = withShowUntilRule(newsFieldsSchema.partial());
