import { issueInputSchema, issuePatchSchema, issueSchema } from '../../shared/issues.ts';
import { collectionRoutes } from '../http/collection-routes.ts';
import { deleteIssue, insertIssue, listIssues, updateIssue } from './queries.ts';

/** Community issues and violations: anyone reads (a bare array), admins write. */
export default collectionRoutes({
  kind: 'issue',
  noun: 'Issue',
  writers: 'admin',
  schemas: { item: issueSchema, input: issueInputSchema, patch: issuePatchSchema },
  queries: { list: listIssues, insert: insertIssue, update: updateIssue, remove: deleteIssue },
  summary: (issue) => issue.title,
});
