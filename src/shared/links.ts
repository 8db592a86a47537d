import { z } from 'zod';
import { isHttpUrl, requiredText } from './http.ts';
import { MAX } from './limits.ts';
import { hasSomeField, NOTHING_TO_UPDATE } from './text-rules.ts';

const linkShape = {
  title: requiredText('Title', MAX.title),
  link: requiredText('Link', MAX.url).refine(isHttpUrl, 'Link must be a valid http or https address'),
};

export const linkSchema = z.object(linkShape);
export type LinkInput = z.input<typeof linkSchema>;

export const linkUpdateSchema = z.object(linkShape).partial().refine(hasSomeField, NOTHING_TO_UPDATE);

export interface ImportantLink {
  id: string;
  _id: string;
  title: string;
  link: string;
  createdAt: string;
  updatedAt: string;
}
