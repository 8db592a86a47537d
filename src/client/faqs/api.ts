import type { faqsContract } from '../../shared/contracts/faqs.ts';
import { FAQS } from '../../shared/endpoints/faqs.ts';
import { restCollection } from '../transport/collection.ts';

export const faqs = restCollection<typeof faqsContract>(FAQS);
