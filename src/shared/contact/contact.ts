import { z } from 'zod';
import { storedIds } from '../api.ts';
import { EMAIL_PATTERN, requiredText } from '../fields.ts';
import { MAX, MIN } from '../limits.ts';

/**
 * The hidden form field that people never see and bots fill in. A message with it filled is
 * answered as if accepted, and dropped.
 */
export const HONEYPOT_FIELD = 'website';

/** A required field that reports one problem at a time: an empty email is "required", not also invalid. */
const required = (label: string, max: number) => requiredText(label, max, { abort: true });

/** Name and subject are one line (they become mail headers): line breaks and runs of spaces collapse. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ');

/** POST /api/contact and the contact form (validated on submit), with the product's messages. */
export const contactSchema = z.object({
  name: required('Name', MAX.name).transform(oneLine),
  email: required('Email', MAX.email).regex(EMAIL_PATTERN, 'Invalid email address'),
  subject: required('Subject', MAX.title).transform(oneLine),
  message: required('Message', MAX.text).min(MIN.contactMessage, 'Message must be at least 20 characters'),
  [HONEYPOT_FIELD]: z.string().max(MAX.text).optional(),
});

export type ContactInput = z.input<typeof contactSchema>;

export { CONTACT_PROMISES } from './promises.ts';

/** The answer of POST /api/contact (201): the message as stored. */
export const contactReceiptSchema = z.object({
  ...storedIds,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

/**
 * What the contact form says once the message is stored: the spec's words when it is mailed on to
 * the property manager, and the truth when the site sends no mail (it waits in the staff inbox).
 */
export const CONTACT_DONE = {
  mailed: 'Your message has been sent!',
  stored:
    "Your message is in the board's inbox. This site does not send email, so the board will read it there.",
} as const;
