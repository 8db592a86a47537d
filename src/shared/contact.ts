import { z } from 'zod';
import { MAX, MIN } from './limits.ts';
import { plainText } from './text-rules.ts';

/** Spec section 5: something@domain.tld with a top-level domain of two or more letters, any case. */
export const CONTACT_EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

/**
 * The hidden form field that people never see and bots fill in. A message with it filled is
 * answered as if accepted, and dropped.
 */
export const HONEYPOT_FIELD = 'website';

/** One required text with its spec message; `abort` keeps an empty field to that one message. */
function required(label: string, requiredMessage: string, max: number) {
  return plainText({
    error: (issue) => (issue.input === undefined ? requiredMessage : `${label} must be text`),
  })
    .trim()
    .min(1, { message: requiredMessage, abort: true })
    .max(max, { message: `${label} cannot exceed ${max} characters`, abort: true });
}

/** Name and subject are one line (they become mail headers): line breaks and runs of spaces collapse. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ');

/** POST /api/contact and the contact form (validated on submit), with the spec's messages. */
export const contactSchema = z.object({
  name: required('Name', 'Name is required', MAX.name).transform(oneLine),
  email: required('Email', 'Email is required', MAX.email).regex(
    CONTACT_EMAIL_PATTERN,
    'Invalid email address',
  ),
  subject: required('Subject', 'Subject is required', MAX.title).transform(oneLine),
  message: required('Message', 'Message is required', MAX.text).min(
    MIN.contactMessage,
    'Message must be at least 20 characters',
  ),
  [HONEYPOT_FIELD]: z.string().max(MAX.text).optional(),
});

export type ContactInput = z.input<typeof contactSchema>;

/** What the contact page promises about each channel (spec section 9). */
export const CONTACT_PROMISES = {
  emailResponse: 'Response within 48 business hours',
  emailFor: 'For general inquiries',
  phoneHours: 'Monday to Friday, 9 AM - 5 PM PST',
  phoneFor: 'For urgent matters only',
} as const;

/** The answer of POST /api/contact (201): the message as stored. */
export interface ContactReceipt {
  id: string;
  _id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
}
