import { FAQS } from '../endpoints/faqs.ts';
import { faqInputSchema, faqPatchSchema, faqSchema } from '../faqs/faqs.ts';
import { collectionContract } from './collection.ts';

export const faqsContract = collectionContract(FAQS, {
  item: faqSchema,
  input: faqInputSchema,
  patch: faqPatchSchema,
});
