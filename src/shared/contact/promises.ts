/** What the contact page promises about answers (a module of its own: the page loads no zod). */
/**
 * What the contact page promises about each channel: promises the association makes, not facts
 * about the community, so they are the same texts wherever the site runs.
 */
export const CONTACT_PROMISES = {
  emailResponse: 'Response within 48 business hours',
  emailFor: 'For general inquiries',
  phoneHours: 'Monday to Friday, 9 AM - 5 PM PST',
  phoneFor: 'For urgent matters only',
} as const;
