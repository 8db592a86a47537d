import { ISSUES } from '../endpoints/issues.ts';
import { issueInputSchema, issuePatchSchema, issueSchema } from '../issues/issues.ts';
import { collectionContract } from './collection.ts';

export const issuesContract = collectionContract(ISSUES, {
  item: issueSchema,
  input: issueInputSchema,
  patch: issuePatchSchema,
});
