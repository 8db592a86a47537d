import { collectionEndpoints } from './collection.ts';

/** FAQs: anyone reads, admins write. The list and a created FAQ come as `{ data }`, an edited one bare. */
export const FAQS = collectionEndpoints('/api/faqs', 'faqs.write', { list: 'data', created: 'data' });
