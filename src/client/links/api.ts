import type { ImportantLink, LinkInput } from '../../shared/links.ts';
import { apiFetch } from '../api/client.ts';

export const LINKS_PATH = '/api/links';

export const createLink = (input: LinkInput) =>
  apiFetch<ImportantLink>(LINKS_PATH, { method: 'POST', body: input });

export const updateLink = (id: string, input: LinkInput) =>
  apiFetch<ImportantLink>(`${LINKS_PATH}/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });

export const deleteLink = (id: string) =>
  apiFetch<void>(`${LINKS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
