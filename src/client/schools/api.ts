import type { School, SchoolInput } from '../../shared/schools.ts';
import { apiFetch } from '../api/client.ts';

export const SCHOOLS_PATH = '/api/schools';

export const createSchool = (input: SchoolInput) =>
  apiFetch<School>(SCHOOLS_PATH, { method: 'POST', body: input });

export const updateSchool = (id: string, input: SchoolInput) =>
  apiFetch<School>(`${SCHOOLS_PATH}/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });

export const deleteSchool = (id: string) =>
  apiFetch<void>(`${SCHOOLS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
