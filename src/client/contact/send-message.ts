import type { ContactInput, ContactReceipt } from '../../shared/contact.ts';
import { apiFetch } from '../api/client.ts';

export const sendContactMessage = (input: ContactInput) =>
  apiFetch<ContactReceipt>('/api/contact', { method: 'POST', body: input });
