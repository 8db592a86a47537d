import { collectionEndpoints } from './collection.ts';

/** Schools near the community: anyone reads (a bare array), admins write. */
export const SCHOOLS = collectionEndpoints('/api/schools', 'schools.write');
