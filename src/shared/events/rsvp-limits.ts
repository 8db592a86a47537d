/** The bounds and texts of event replies (docs/product/events-rsvp.md), free of zod for public pages. */
export const RSVP_LIMITS = {
  capacityMin: 1,
  capacityMax: 10_000,
  /** Hours before the start that replies may close: up to 30 days. */
  closesBeforeMax: 720,
  guestsMax: 10,
} as const;

export const RSVP_MESSAGES = {
  settingsInvalid: 'Replies must be an object with enabled (true or false)',
  enabledInvalid: 'Replies enabled must be true or false',
  capacityInvalid: `Capacity must be a whole number of people from ${RSVP_LIMITS.capacityMin} to ${RSVP_LIMITS.capacityMax}, or empty for no limit`,
  closesBeforeInvalid: `Replies close must be a whole number of hours before the start, from 0 to ${RSVP_LIMITS.closesBeforeMax}, or empty to close at the start`,
  dateRequired: 'Date is required: the day of the occurrence you reply to',
  dateInvalid: 'Date must be a real date in the form YYYY-MM-DD',
  notOccurrence: 'The event does not take place on that day',
  guestsInvalid: `Guests must be a whole number from 0 to ${RSVP_LIMITS.guestsMax}`,
  signIn: 'Sign in to reply to this event.',
  unverified:
    'Verify your email address to reply to events: open the link we mailed you, or send a new one from your account page.',
  off: 'This event does not take replies.',
  past: 'This occurrence has already taken place.',
  cancelled: 'This occurrence is cancelled.',
  closed: 'Replies to this occurrence have closed.',
  going: 'You are going.',
  waitlisted: 'The event is full: you are on the waitlist.',
  cancelledReply: 'Your reply is cancelled.',
} as const;
