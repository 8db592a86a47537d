import { z } from 'zod';
import { isValidDay } from './dates.ts';
import { FORBIDDEN_CHARACTER_MESSAGE, hasForbiddenCharacter } from './text-rules.ts';
import { isUploadedImagePath } from './uploads.ts';
import { MAX } from './limits.ts';
import { isHttpUrl } from './urls.ts';

/**
 * The builders of request fields: each makes a zod field with its rule and its messages, and the
 * domain modules (events.ts, news.ts, schools.ts, ...) compose their body and query schemas from
 * them, so the forms and the server check a field the same way and say the same words.
 */

// ---------------------------------------------------------------------------------------------
// Text

/**
 * A string field that keeps the character rule, for the text builders: the server checks every
 * request with the rule anyway, and forms that use these fields say so before sending.
 */
export function plainText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasForbiddenCharacter(value), FORBIDDEN_CHARACTER_MESSAGE);
}

/**
 * A required text field with a message for absence and a maximum length. `abort` stops at the
 * first of the two, so rules chained after it (a pattern, say) do not add a second message.
 */
export function requiredText(
  label: string,
  max: number,
  { required = `${label} is required`, abort = false }: { required?: string; abort?: boolean } = {},
) {
  return plainText({
    error: (issue) => (issue.input === undefined ? required : `${label} must be text`),
  })
    .trim()
    .min(1, { message: required, abort })
    .max(max, { message: `${label} cannot exceed ${max} characters`, abort });
}

/** An optional text field: absent, null or blank all mean "not given" and are stored as null. */
export function optionalText(label: string, max: number) {
  return plainText({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} cannot exceed ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * Text that must be longer than `min` characters (after trimming), with one message for every way
 * of falling short, absence included: the forms say "must be more than N characters" and nothing
 * else, so an empty field gets the same words.
 */
export function textLongerThan(label: string, min: number, max: number, message: string) {
  return plainText({ error: (issue) => (issue.input === undefined ? message : `${label} must be text`) })
    .trim()
    .refine((value) => value.length > min, message)
    .refine((value) => value.length <= max, `${label} cannot exceed ${max} characters`);
}

const absent = (input: unknown) => input === undefined || input === null || input === '';

/**
 * A required string whose absence (undefined, null or blank) has its own message, for values a
 * later rule reads (a day, an instant, a clock time).
 */
export function requiredValue(requiredMessage: string, label: string) {
  return z
    .string({ error: (issue) => (absent(issue.input) ? requiredMessage : `${label} must be text`) })
    .trim()
    .min(1, requiredMessage);
}

/** A string checked by a function that names the first rule it breaks (null when none). */
export function checkedText(requiredMessage: string, problem: (value: string) => string | null) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : 'Must be text') })
    .superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

/** One of a fixed list of strings, with a message for absence and one for anything else. */
export function choiceField<const T extends readonly string[]>(
  values: T,
  requiredMessage: string,
  invalidMessage: string,
) {
  return z
    .string({ error: (issue) => (absent(issue.input) ? requiredMessage : invalidMessage) })
    .min(1, requiredMessage)
    .refine((value): value is T[number] => values.includes(value), invalidMessage);
}

// ---------------------------------------------------------------------------------------------
// Numbers

/** A whole number from 1 to a million in a JSON body (the count of homes, say). */
export function wholeNumber(label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be at least 1`)
    .max(1_000_000, `${label} is too large`);
}

// ---------------------------------------------------------------------------------------------
// Addresses

/** something@domain.tld, with a top-level domain of two or more letters, in any case. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export { isHttpUrl } from './urls.ts';

/**
 * A required http: or https: address: anything a page turns into a link, so never `javascript:`
 * or `data:`.
 */
export function httpUrl(max: number, label = 'URL') {
  return z
    .string()
    .trim()
    .max(max, `${label} cannot exceed ${max} characters`)
    .refine((value) => isHttpUrl(value), `${label} must be a valid http or https address`);
}

/** An optional http(s) address: blank or absent is none (null). */
export function optionalHttpUrl(label: string, max: number) {
  return optionalText(label, max).refine(
    (value) => value === null || isHttpUrl(value),
    `${label} must be a valid http or https address`,
  );
}

/**
 * A required image address. The pages' Content-Security-Policy loads images from the site itself
 * or over http(s), so a path such as /images/map.svg or an http(s) URL.
 */
export function imageAddress(label: string) {
  return requiredText(label, MAX.url).refine(
    (value) => (value.startsWith('/') && !value.startsWith('//')) || isHttpUrl(value),
    `${label} must be a path on this site (starting with /) or an http or https address`,
  );
}

/**
 * An optional stored image reference: an http(s) address or an image uploaded to this site.
 * Blank or absent means none (null).
 */
export function storedImageUrl(label = 'Image') {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(MAX.url, `${label} cannot exceed ${MAX.url} characters`)
    .refine(
      (value) => value === '' || isUploadedImagePath(value) || isHttpUrl(value),
      `${label} must be an http or https address or an uploaded image`,
    )
    .nullish()
    .transform((value) => (value ? value : null));
}

// ---------------------------------------------------------------------------------------------
// Days and times

/** An optional community-local day YYYY-MM-DD: blank or absent is none (null). */
export function optionalDay(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .refine(
      (value) => value === '' || isValidDay(value),
      `${label} must be a real day in the form YYYY-MM-DD`,
    )
    .nullish()
    .transform((value) => (value ? value : null));
}

const ISO_INSTANT =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/i;

/** An ISO 8601 date-time with a zone designator (Z or an offset) on a real calendar day. */
export function isIsoInstant(value: string): boolean {
  const match = ISO_INSTANT.exec(value);
  return Boolean(match && isValidDay(match[1]!) && !Number.isNaN(Date.parse(value)));
}

/** A required ISO 8601 instant, stored in UTC (`...Z`) whatever offset it was sent with. */
export function instantField(requiredMessage: string, invalidMessage: string, label: string) {
  return requiredValue(requiredMessage, label)
    .refine(isIsoInstant, invalidMessage)
    .transform((value) => new Date(value).toISOString());
}

export const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A required wall-clock time HH:mm (24-hour). */
export function clockField(requiredMessage: string, invalidMessage: string) {
  return requiredValue(requiredMessage, 'Time').regex(CLOCK_PATTERN, invalidMessage);
}

// ---------------------------------------------------------------------------------------------
// Query strings (every value arrives as text)

/**
 * A whole number in a query string, such as `limit`: digits only. Number() would also read "0x10"
 * as 16, "1e2" as 100 and " 5" as 5, none of which anyone means.
 */
export function queryWholeNumber(label: string, max: number) {
  return z
    .string({ error: `${label} must be a whole number` })
    .regex(/^\d{1,9}$/, `${label} must be a whole number`)
    .transform(Number)
    .refine((value) => value >= 1, `${label} must be at least 1`)
    .refine((value) => value <= max, `${label} cannot exceed ${max}`);
}

/** `true` or `false` in a query string. */
export function queryBoolean() {
  return z.enum(['true', 'false'], { error: 'Use true or false' }).transform((value) => value === 'true');
}

/** An optional day YYYY-MM-DD in a query string, named in its message as the parameter is. */
export function queryDay(name: string) {
  return z
    .string({ error: `${name} must be a date in the form YYYY-MM-DD` })
    .refine(isValidDay, `${name} must be a date in the form YYYY-MM-DD`)
    .optional();
}

// ---------------------------------------------------------------------------------------------
// Bodies

export const NOTHING_TO_UPDATE = 'Send at least one field to change';

/** True when a PATCH body names at least one field; unknown keys have already been dropped. */
function hasSomeField(body: Record<string, unknown>): boolean {
  return Object.values(body).some((value) => value !== undefined);
}

/** A PATCH body: any subset of a create body's fields, but at least one. */
export function patchOf<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape).partial().refine(hasSomeField, NOTHING_TO_UPDATE);
}
