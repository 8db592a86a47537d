import { collectionEndpoints } from './collection.ts';

/** Important links (home page and ACC page): anyone reads, admins write. */
export const LINKS = collectionEndpoints('/api/links', 'links.write');
