export const ROLES = ['USER', 'MODERATOR', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

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
