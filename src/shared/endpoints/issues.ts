import { collectionEndpoints } from './collection.ts';

/** The community issues and violations page's sections: anyone reads, admins write. */
export const ISSUES = collectionEndpoints('/api/issues', 'issues.write');
