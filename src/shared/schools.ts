import { z } from 'zod';
import { isHttpUrl, optionalText, requiredText } from './http.ts';
import { MAX } from './limits.ts';
import { hasSomeField, NOTHING_TO_UPDATE } from './text-rules.ts';

export const SCHOOL_TYPES = ['elementary', 'middle', 'high'] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];

export const SCHOOL_TYPE_LABELS: Record<SchoolType, string> = {
  elementary: 'Elementary',
  middle: 'Middle',
  high: 'High',
};

const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const PHONE_PATTERN = /^[0-9 ()+.-]+$/;
const ADDRESS_MAX = 500;
const PHONE_MAX = 50;

/** A maps search for an address: what "Get Directions" opens when no link was given. */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

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

const optionalUrl = (label: string) =>
  optionalText(label, MAX.url).refine(
    (value) => value === null || isHttpUrl(value),
    `${label} must be a valid http or https address`,
  );

const schoolShape = {
  name: requiredText('Name', MAX.name),
  type: typeField,
  district: requiredText('District', MAX.name),
  address: requiredText('Address', ADDRESS_MAX),
  phone: phoneField,
  email: emailField,
  website: optionalUrl('Website'),
  /** A maps link of the staff's choosing; without one, directions search for the address. */
  direction: optionalUrl('Directions link'),
};

export const schoolSchema = z.object(schoolShape);
export type SchoolInput = z.input<typeof schoolSchema>;
export type SchoolValues = z.output<typeof schoolSchema>;

export const schoolUpdateSchema = z.object(schoolShape).partial().refine(hasSomeField, NOTHING_TO_UPDATE);

export interface School {
  id: string;
  _id: string;
  name: string;
  type: SchoolType;
  district: string;
  address: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  /** Always a maps URL: the one given, or a search for the address. */
  direction: string;
  createdAt: string;
  updatedAt: string;
}
