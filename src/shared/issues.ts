import { z } from 'zod';
import { MAX } from './limits.ts';
import { hasSomeField, NOTHING_TO_UPDATE, textLongerThan } from './text-rules.ts';

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

export const issueSchema = z.object(issueShape);
export type IssueInput = z.input<typeof issueSchema>;

export const issueUpdateSchema = z.object(issueShape).partial().refine(hasSomeField, NOTHING_TO_UPDATE);

export interface Issue {
  id: string;
  _id: string;
  title: string;
  description: string;
  createdAt: string;
  updatedAt: string;
}

/** Case-insensitive substring search on title or description, as the public page filters. */
export function issueMatches(issue: Pick<Issue, 'title' | 'description'>, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return issue.title.toLowerCase().includes(needle) || issue.description.toLowerCase().includes(needle);
}
