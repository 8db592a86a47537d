import type { Issue, IssueInput } from '../../shared/issues.ts';
import { apiFetch } from '../api/client.ts';

export const ISSUES_PATH = '/api/issues';

export const createIssue = (input: IssueInput) =>
  apiFetch<Issue>(ISSUES_PATH, { method: 'POST', body: input });

export const updateIssue = (id: string, input: IssueInput) =>
  apiFetch<Issue>(`${ISSUES_PATH}/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });

export const deleteIssue = (id: string) =>
  apiFetch<void>(`${ISSUES_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
