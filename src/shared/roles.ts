export const ROLES = ['USER', 'MODERATOR', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** A role in words, for people (the dashboard's profile): the stored names are the API's. */
export const ROLE_TEXT: Record<Role, string> = {
  USER: 'Member',
  MODERATOR: 'Moderator (posts news)',
  ADMIN: 'Administrator',
};

/** Roles arrive in any case ("admin", "Moderator"); the canonical form is upper case. */
export function normalizeRole(value: unknown): Role | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return (ROLES as readonly string[]).includes(upper) ? (upper as Role) : null;
}

export function isAdmin(role: string | null | undefined): boolean {
  return normalizeRole(role) === 'ADMIN';
}

/** Moderator rights: moderators and admins alike. */
export function isModerator(role: string | null | undefined): boolean {
  const r = normalizeRole(role);
  return r === 'MODERATOR' || r === 'ADMIN';
}

/**
 * Where a person stands as a resident: none, pending (asked with their home address) or approved
 * (by an admin). Approved residents see what is for residents only.
 */
export const RESIDENT_STATUSES = ['none', 'pending', 'approved'] as const;
export type ResidentStatus = (typeof RESIDENT_STATUSES)[number];

/** Moderators and admins count as approved residents whatever is stored for them. */
export function residentStatusOf(role: string | null | undefined, stored: string): ResidentStatus {
  if (isModerator(role)) return 'approved';
  return (RESIDENT_STATUSES as readonly string[]).includes(stored) ? (stored as ResidentStatus) : 'none';
}
