import type { userList } from './api.ts';

type UserQuery = Parameters<typeof userList>[0];

/** The users screen's "Show" choices: everyone, or by resident status or email verification (asked of the server). */
export const USER_FILTERS = [
  { value: 'all', label: 'All users', query: {} },
  { value: 'pending', label: 'Resident requests', query: { residentStatus: 'pending' } },
  { value: 'approved', label: 'Approved residents', query: { residentStatus: 'approved' } },
  { value: 'none', label: 'Not residents', query: { residentStatus: 'none' } },
  { value: 'unverified', label: 'Email not verified', query: { emailVerified: 'false' } },
  { value: 'verified', label: 'Email verified', query: { emailVerified: 'true' } },
] as const satisfies readonly { value: string; label: string; query: UserQuery }[];

export type UserFilter = (typeof USER_FILTERS)[number]['value'];

/** The list's query for a "Show" choice and a search text. */
export function userQuery(filter: UserFilter, search: string): UserQuery {
  const q = search.trim();
  return { ...USER_FILTERS.find((f) => f.value === filter)!.query, ...(q ? { q } : {}) };
}
