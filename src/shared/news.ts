import { z } from 'zod';
import { storedIds, timestamps } from './api.ts';
import { optionalDay, optionalHttpUrl, optionalText, requiredText, storedImageUrl } from './fields.ts';
import { MAX, MIN } from './limits.ts';

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

/** GET /api/news */
export const newsListSchema = z.object({ items: z.array(newsItemSchema) });
export type NewsList = z.infer<typeof newsListSchema>;

export { isAlert } from './news-alerts.ts';

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
