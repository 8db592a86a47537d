import type { Issue, IssueInput } from '../../shared/issues.ts';
import { apiList, restCollection } from '../api/collection.ts';

export const issues = restCollection<Issue, IssueInput>(apiList<Issue>('/api/issues'));
