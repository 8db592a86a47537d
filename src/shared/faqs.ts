import { z } from 'zod';
import { MAX } from './limits.ts';
import { hasSomeField, NOTHING_TO_UPDATE, textLongerThan } from './text-rules.ts';

export const FAQ_CATEGORIES = [
  'Community Guidelines',
  'Financial Information',
  'Community Services',
  'Environmental Protection',
  'Other',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** DESIGN.md section 6: the question must be longer than 10 characters, as its message says. */
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

export const faqSchema = z.object(faqShape);
export type FaqInput = z.input<typeof faqSchema>;

export const faqUpdateSchema = z.object(faqShape).partial().refine(hasSomeField, NOTHING_TO_UPDATE);

export interface Faq {
  id: string;
  _id: string;
  category: FaqCategory;
  question: string;
  answer: string;
  createdAt: string;
  updatedAt: string;
}
