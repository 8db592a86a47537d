/** The bounds of events and of their lists. */
export const EVENT_LIMITS = {
  /** GET /api/events without ?limit=: the product's default, which the events page relies on. */
  defaultFetch: 10,
  /** The most events one GET returns: a month's calendar always fits, and no answer grows unbounded. */
  maxFetch: 500,
  /** The Upcoming Events card lists this many (the rest are counted in its heading). */
  upcomingCard: 3,
  /** How far repeatUntil may lie after the date: keeps every series, and each response, finite. */
  repeatYears: 10,
  /** How far ahead an event's date may lie: keeps the calendar feed's time-zone block small. */
  dateYearsAhead: 10,
} as const;
