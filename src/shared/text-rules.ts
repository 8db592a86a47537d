import { z } from 'zod';

/**
 * Text that must be longer than `min` characters (after trimming), with one message for every way
 * of falling short, absence included: the spec's forms say "must be more than N characters" and
 * nothing else, so an empty field gets the same words.
 */
export function textLongerThan(label: string, min: number, max: number, message: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? message : `${label} must be text`) })
    .trim()
    .refine((value) => value.length > min, message)
    .refine((value) => value.length <= max, `${label} cannot exceed ${max} characters`);
}

/** True when a PATCH body names at least one field; unknown keys have already been dropped. */
export function hasSomeField(body: Record<string, unknown>): boolean {
  return Object.values(body).some((value) => value !== undefined);
}

export const NOTHING_TO_UPDATE = 'Send at least one field to change';
