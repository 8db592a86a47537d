import type { HoaMember, MemberInput } from '../../shared/hoa.ts';
import { apiFetch } from '../api/client.ts';

export const HOA_PATH = '/api/hoa';

/** POST and PATCH /api/hoa answer `{ hoa }`. */
export const createMember = (input: MemberInput) =>
  apiFetch<{ hoa: HoaMember }>(HOA_PATH, { method: 'POST', body: input });

export const updateMember = (id: string, input: MemberInput) =>
  apiFetch<{ hoa: HoaMember }>(`${HOA_PATH}/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });

export const deleteMember = (id: string) =>
  apiFetch<void>(`${HOA_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
