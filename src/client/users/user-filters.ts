import type { PublicUser } from '../../shared/auth.ts';

/** The users screen's "Show" choices: everyone, or by resident status or email verification. */
export const USER_FILTERS = [
  { value: 'all', label: 'All users', keep: () => true },
  { value: 'pending', label: 'Resident requests', keep: (u: PublicUser) => u.residentStatus === 'pending' },
  {
    value: 'approved',
    label: 'Approved residents',
    keep: (u: PublicUser) => u.residentStatus === 'approved',
  },
  { value: 'none', label: 'Not residents', keep: (u: PublicUser) => u.residentStatus === 'none' },
  { value: 'unverified', label: 'Email not verified', keep: (u: PublicUser) => !u.emailVerified },
  { value: 'verified', label: 'Email verified', keep: (u: PublicUser) => u.emailVerified },
] as const;

export type UserFilter = (typeof USER_FILTERS)[number]['value'];

export function keepUser(filter: UserFilter, user: PublicUser): boolean {
  return USER_FILTERS.find((f) => f.value === filter)!.keep(user);
}
