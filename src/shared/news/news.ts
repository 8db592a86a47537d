import { z } from 'zod';
import { storedIds, timestamps } from '../api.ts';
import { optionalDay, optionalHttpUrl, optionalText, requiredText, storedImageUrl } from '../fields.ts';
import { MAX, MIN } from '../limits.ts';
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
  ...timestamps,
});
export type NewsItem = z.infer<typeof newsItemSchema>;

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

const descriptionField = z
  .string({ error: (issue) => (issue.input === undefined ? 'Content is required' : 'Content must be text') })
  .trim()
  .min(MIN.newsDescription, 'Content must be at least 50 characters')
  .max(MAX.newsDescription, `Content cannot exceed ${MAX.newsDescription} characters`);

/**
 * The body of POST /api/news, with the news form's messages. `date` may be left out: the server
 * then uses today in the community's time zone.
 */
export const newsInputSchema = z.object({
  title: requiredText('Title', MAX.title),
  description: descriptionField,
  type: optionalText('Type', MAX.newsType),
  image: storedImageUrl('Image'),
  link: optionalHttpUrl('Link', MAX.newsLink),
  date: optionalDay('Date'),
  /** Staff only: also email the item to the subscribers (docs/product/announcements.md); not stored. */
  announce: z.boolean({ error: 'Announce must be true or false' }).optional(),
});

export type NewsValues = z.output<typeof newsInputSchema>;

/** What POST /api/news and PATCH /api/news/:id answer (202) when they also announced the item. */
export const announcedNewsSchema = newsItemSchema.extend({ queued: z.number() });

/** PATCH /api/news/:id may send only the fields it changes. */
export const newsPatchSchema = newsInputSchema.partial();
