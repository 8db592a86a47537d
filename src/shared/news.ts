import { z } from 'zod';
import { isValidDay } from './dates.ts';
import { isHttpUrl, optionalText, requiredText } from './http.ts';
import { MAX, MIN } from './limits.ts';
import { storedImageUrl } from './uploads.ts';

/** A news item as the API returns it; `date` is the community-local day YYYY-MM-DD. */
export interface NewsItem {
  id: string;
  _id: string;
  title: string;
  description: string;
  type: string | null;
  image: string | null;
  link: string | null;
  date: string;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/news */
export interface NewsList {
  items: NewsItem[];
}

/** Articles of this type (any case) are safety alerts: red top border and a "Safety Alert" badge. */
export function isAlert(type: string | null | undefined): boolean {
  return type?.trim().toLowerCase() === 'alert';
}

const descriptionField = z
  .string({ error: (issue) => (issue.input === undefined ? 'Content is required' : 'Content must be text') })
  .trim()
  .min(MIN.newsDescription, 'Content must be at least 50 characters')
  .max(MAX.newsDescription, `Content cannot exceed ${MAX.newsDescription} characters`);

const optionalLink = z
  .string({ error: 'Link must be text' })
  .trim()
  .max(MAX.newsLink, `Link cannot exceed ${MAX.newsLink} characters`)
  .refine((value) => value === '' || isHttpUrl(value), 'Link must be a valid http or https address')
  .nullish()
  .transform((value) => (value ? value : null));

const optionalDay = z
  .string({ error: 'Date must be text' })
  .trim()
  .refine((value) => value === '' || isValidDay(value), 'Date must be a real day in the form YYYY-MM-DD')
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * The body of POST /api/news and PATCH /api/news/:id (spec section 5). `date` may be left out: the
 * server then uses today in the community's time zone.
 */
export const newsInputSchema = z.object({
  title: requiredText('Title', MAX.title),
  description: descriptionField,
  type: optionalText('Type', MAX.newsType),
  image: storedImageUrl('Image'),
  link: optionalLink,
  date: optionalDay,
});

export type NewsInput = z.input<typeof newsInputSchema>;
export type NewsValues = z.output<typeof newsInputSchema>;

/** PATCH may send only the fields it changes. */
export const newsPatchSchema = newsInputSchema.partial();
