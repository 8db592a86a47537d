/** School types and their labels (a module of its own: the schools page loads no zod). */
export const SCHOOL_TYPES = ['elementary', 'middle', 'high'] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];

export const SCHOOL_TYPE_LABELS: Record<SchoolType, string> = {
  elementary: 'Elementary',
  middle: 'Middle',
  high: 'High',
};
