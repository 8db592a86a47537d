import { issuesContract } from '../../shared/contracts/issues.ts';
import { ISSUES } from '../../shared/endpoints/issues.ts';
import { collectionRoutes } from '../http/collection-routes.ts';
import { deleteIssue, insertIssue, listIssues, updateIssue } from './queries.ts';

/** Community issues and violations: anyone reads (a bare array), admins write. */
export default collectionRoutes({
  kind: 'issue',
  noun: 'Issue',
  contracts: issuesContract,
  envelopes: ISSUES.envelopes,
  queries: { list: listIssues, insert: insertIssue, update: updateIssue, remove: deleteIssue },
  summary: (issue) => issue.title,
});
