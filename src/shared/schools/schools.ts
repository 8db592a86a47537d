import { z } from 'zod';
import { storedIds, timestamps } from '../api.ts';
import { EMAIL_PATTERN, optionalHttpUrl, optionalText, patchOf, requiredText } from '../fields.ts';
import { MAX } from '../limits.ts';
import { SCHOOL_TYPES } from './types.ts';

export { SCHOOL_TYPES, SCHOOL_TYPE_LABELS } from './types.ts';
export type { SchoolType } from './types.ts';

const PHONE_PATTERN = /^[0-9 ()+.-]+$/;
const ADDRESS_MAX = 500;
const PHONE_MAX = 50;

const typeField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(SCHOOL_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'Type is required'
        : 'Type must be elementary, middle or high',
  }),
);

const phoneField = optionalText('Phone', PHONE_MAX).refine(
  (value) => value === null || (PHONE_PATTERN.test(value) && /\d/.test(value)),
  'Phone may contain only digits, spaces and ( ) + - .',
);

const emailField = optionalText('Email', MAX.email).refine(
  (value) => value === null || EMAIL_PATTERN.test(value),
  'Please enter a valid email address',
);

const schoolShape = {
  name: requiredText('Name', MAX.name),
  type: typeField,
  district: requiredText('District', MAX.name),
  address: requiredText('Address', ADDRESS_MAX),
  phone: phoneField,
  email: emailField,
  website: optionalHttpUrl('Website', MAX.url),
  /** A maps link of the staff's choosing; without one, directions search for the address. */
  direction: optionalHttpUrl('Directions link', MAX.url),
};

/** POST /api/schools */
export const schoolInputSchema = z.object(schoolShape);
export type SchoolValues = z.output<typeof schoolInputSchema>;

/** PATCH /api/schools/:id */
export const schoolPatchSchema = patchOf(schoolShape);

/** A school as the API returns it. */
export const schoolSchema = z.object({
  ...storedIds,
  name: z.string(),
  type: z.enum(SCHOOL_TYPES),
  district: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  /** Always a maps URL: the one given, or a search for the address. */
  direction: z.string(),
  ...timestamps,
});
export type School = z.infer<typeof schoolSchema>;
