import { z } from 'zod';
import { storedIds, timestamps } from './api.ts';
import { isHttpUrl, patchOf, requiredText } from './fields.ts';
import { MAX } from './limits.ts';

const linkShape = {
  title: requiredText('Title', MAX.title),
  link: requiredText('Link', MAX.url).refine(isHttpUrl, 'Link must be a valid http or https address'),
};

/** POST /api/links */
export const linkInputSchema = z.object(linkShape);
export type LinkInput = z.input<typeof linkInputSchema>;

/** PATCH /api/links/:id */
export const linkPatchSchema = patchOf(linkShape);

/** An important link as the API returns it. */
export const importantLinkSchema = z.object({
  ...storedIds,
  title: z.string(),
  link: z.string(),
  ...timestamps,
});
export type ImportantLink = z.infer<typeof importantLinkSchema>;
