import { z } from 'zod';
import { storedIds, timestamps } from '../api.ts';
import { patchOf, textLongerThan } from '../fields.ts';
import { MAX } from '../limits.ts';
import { FAQ_CATEGORIES } from './categories.ts';

export { FAQ_CATEGORIES } from './categories.ts';
export type { FaqCategory } from './categories.ts';

/**
 * A question must be longer than 10 characters and an answer longer than 50, as their messages
 * say ("more than"), so a question of exactly 10 characters is refused.
 */
export const FAQ_QUESTION_MIN = 10;
export const FAQ_ANSWER_MIN = 50;

const faqShape = {
  category: z.enum(FAQ_CATEGORIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'Category is required'
        : `Category must be one of: ${FAQ_CATEGORIES.join(', ')}`,
  }),
  question: textLongerThan(
    'Question',
    FAQ_QUESTION_MIN,
    MAX.faqQuestion,
    'Question must be more than 10 characters',
  ),
  answer: textLongerThan('Answer', FAQ_ANSWER_MIN, MAX.text, 'Answer must be more than 50 characters'),
};

/** POST /api/faqs */
export const faqInputSchema = z.object(faqShape);
export type FaqInput = z.input<typeof faqInputSchema>;

/** PATCH /api/faqs/:id */
export const faqPatchSchema = patchOf(faqShape);

/** An FAQ as the API returns it. */
export const faqSchema = z.object({
  ...storedIds,
  category: z.enum(FAQ_CATEGORIES),
  question: z.string(),
  answer: z.string(),
  ...timestamps,
});
export type Faq = z.infer<typeof faqSchema>;
