import type { Issue } from './issues.ts';

/** Case-insensitive substring search on title or description, as the public page filters. */
export function issueMatches(issue: Pick<Issue, 'title' | 'description'>, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return issue.title.toLowerCase().includes(needle) || issue.description.toLowerCase().includes(needle);
}
