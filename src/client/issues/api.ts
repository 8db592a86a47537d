import type { issuesContract } from '../../shared/contracts/issues.ts';
import { ISSUES } from '../../shared/endpoints/issues.ts';
import { restCollection } from '../transport/collection.ts';

export const issues = restCollection<typeof issuesContract>(ISSUES);
