import { z } from 'zod';
import { storedIds, timestamps } from '../api.ts';
import { patchOf, textLongerThan } from '../fields.ts';
import { MAX } from '../limits.ts';

export const ISSUE_TITLE_MIN = 5;
export const ISSUE_DESCRIPTION_MIN = 10;

const issueShape = {
  title: textLongerThan('Title', ISSUE_TITLE_MIN, MAX.title, 'Title must be more than 5 characters'),
  description: textLongerThan(
    'Description',
    ISSUE_DESCRIPTION_MIN,
    MAX.text,
    'Description must be more than 10 characters',
  ),
};

/** POST /api/issues */
export const issueInputSchema = z.object(issueShape);
export type IssueInput = z.input<typeof issueInputSchema>;

/** PATCH /api/issues/:id */
export const issuePatchSchema = patchOf(issueShape);

/** A community issue or violation as the API returns it. */
export const issueSchema = z.object({
  ...storedIds,
  title: z.string(),
  description: z.string(),
  ...timestamps,
});
export type Issue = z.infer<typeof issueSchema>;

export { issueMatches } from './search.ts';
