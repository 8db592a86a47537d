import type { Faq, FaqInput } from '../../shared/faqs.ts';
import { apiFetch } from '../api/client.ts';

export const FAQS_PATH = '/api/faqs';

/** GET /api/faqs answers `{ data: [...] }`. */
export interface FaqList {
  data: Faq[];
}

export const createFaq = (input: FaqInput) =>
  apiFetch<{ data: Faq }>(FAQS_PATH, { method: 'POST', body: input });

export const updateFaq = (id: string, input: FaqInput) =>
  apiFetch<Faq>(`${FAQS_PATH}/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });

export const deleteFaq = (id: string) =>
  apiFetch<void>(`${FAQS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
