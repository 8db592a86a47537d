import { z } from 'zod';

/**
 * Text that must be longer than `min` characters (after trimming), with one message for every way
 * of falling short, absence included: the spec's forms say "must be more than N characters" and
 * nothing else, so an empty field gets the same words.
 */
export function textLongerThan(label: string, min: number, max: number, message: string) {
  return plainText({ error: (issue) => (issue.input === undefined ? message : `${label} must be text`) })
    .trim()
    .refine((value) => value.length > min, message)
    .refine((value) => value.length <= max, `${label} cannot exceed ${max} characters`);
}

/** True when a PATCH body names at least one field; unknown keys have already been dropped. */
export function hasSomeField(body: Record<string, unknown>): boolean {
  return Object.values(body).some((value) => value !== undefined);
}

export const NOTHING_TO_UPDATE = 'Send at least one field to change';

/**
 * The one rule for characters in anything a client sends (body strings at any depth, query strings,
 * path parameters): no control characters except tab, line feed and carriage return, and no
 * unpaired UTF-16 surrogates. NUL cannot be stored by PostgreSQL, the other controls make feeds
 * invalid XML and are never typed on purpose, and half a surrogate pair is not text at all (both
 * engines would silently store U+FFFD instead). Refused the same way on both engines.
 */
export const FORBIDDEN_CHARACTER = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

export const FORBIDDEN_CHARACTER_MESSAGE =
  'Text cannot contain control characters or broken Unicode characters (tabs and line breaks are fine)';

export function hasForbiddenCharacter(value: string): boolean {
  return FORBIDDEN_CHARACTER.test(value);
}

/**
 * A string field that keeps the character rule, for the text builders: the server checks every
 * request with the rule anyway, and forms that use these fields say so before sending.
 */
export function plainText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasForbiddenCharacter(value), FORBIDDEN_CHARACTER_MESSAGE);
}
