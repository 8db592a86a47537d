import { faqInputSchema, faqPatchSchema, faqSchema } from '../../shared/faqs.ts';
import { collectionRoutes } from '../http/collection-routes.ts';
import { deleteFaq, insertFaq, listFaqs, updateFaq } from './queries.ts';

/** FAQs: anyone reads, admins write. The list and a created FAQ come as `{ data }`, an edited one bare. */
export default collectionRoutes({
  kind: 'faq',
  noun: 'FAQ',
  writers: 'admin',
  schemas: { item: faqSchema, input: faqInputSchema, patch: faqPatchSchema },
  queries: { list: listFaqs, insert: insertFaq, update: updateFaq, remove: deleteFaq },
  summary: (faq) => faq.question,
  envelopes: { list: 'data', created: 'data' },
});
