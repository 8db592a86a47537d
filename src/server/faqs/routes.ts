import { faqsContract } from '../../shared/contracts/faqs.ts';
import { FAQS } from '../../shared/endpoints/faqs.ts';
import { collectionRoutes } from '../http/collection-routes.ts';
import { deleteFaq, insertFaq, listFaqs, updateFaq } from './queries.ts';

export default collectionRoutes({
  kind: 'faq',
  noun: 'FAQ',
  contracts: faqsContract,
  envelopes: FAQS.envelopes,
  queries: { list: listFaqs, insert: insertFaq, update: updateFaq, remove: deleteFaq },
  summary: (faq) => faq.question,
});
