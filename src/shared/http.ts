import { z } from 'zod';
import { plainText } from './text-rules.ts';

/** The error body of every failed API call (DESIGN.md section 5). */
export interface ApiError {
  message: string;
  errors?: { path: string; message: string }[];
}

/** Path parameter `:id`: ids are application-generated strings. */
export const idParamsSchema = z.object({
  id: z
    .string()
    .min(1, 'Id is required')
    .max(64, 'Id is too long')
    .regex(/^[A-Za-z0-9_-]+$/, 'Id is not valid'),
});

/** A stored URL must be http: or https: (DESIGN.md section 5). */
export function httpUrl(max: number, label = 'URL') {
  return z
    .string()
    .trim()
    .max(max, `${label} cannot exceed ${max} characters`)
    .refine((value) => isHttpUrl(value), `${label} must be a valid http or https address`);
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A required text field with a message for absence and a maximum length. */
export function requiredText(label: string, max: number, requiredMessage = `${label} is required`) {
  return plainText({
    error: (issue) => (issue.input === undefined ? requiredMessage : `${label} must be text`),
  })
    .trim()
    .min(1, requiredMessage)
    .max(max, `${label} cannot exceed ${max} characters`);
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
