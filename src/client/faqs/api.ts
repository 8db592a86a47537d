import type { Faq, FaqInput } from '../../shared/faqs.ts';
import { apiList, restCollection } from '../api/collection.ts';

/** GET /api/faqs and POST answer `{ data }`; PATCH answers the FAQ itself. */
export const faqs = restCollection<Faq, FaqInput, Faq | { data: Faq }, { data: Faq[] }>(
  apiList('/api/faqs', (answer: { data: Faq[] }) => answer.data),
);
