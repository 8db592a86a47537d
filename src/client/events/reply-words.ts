import { RSVP_LIMITS } from '../../shared/events/rsvp-limits.ts';
import type { MyRsvp, RsvpCounts } from '../../shared/events/rsvp.ts';

// Only types come from rsvp.ts: its values carry zod, which no public page's first load may hold
// (test/unit/first-load-budget.test.ts); the bounds come from the zod-free rsvp-limits.ts.

const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);
const guestsWord = (n: number) => (n === 1 ? '1 guest' : `${n} guests`);

/** "12 going", "12 of 60 going", and ", 3 on the waitlist" when anyone waits. */
export function countsText(counts: RsvpCounts): string {
  const going =
    counts.capacity === null ? `${counts.going} going` : `${counts.going} of ${counts.capacity} going`;
  return counts.waitlist > 0 ? `${going}, ${counts.waitlist} on the waitlist` : going;
}

/** The caller's own answer: "You are going with 1 guest." or "You are on the waitlist (number 2)." */
export function myReplyText(mine: MyRsvp): string {
  const withGuests = mine.guests > 0 ? ` with ${guestsWord(mine.guests)}` : '';
  if (mine.status === 'going') return `You are going${withGuests}.`;
  const place = mine.position ? ` (number ${mine.position})` : '';
  return `You are on the waitlist${place}${withGuests}. If places free up, you move up and we mail you.`;
}

/** A reply's party in the staff list: "2 people (1 guest)". */
export function partyText(guests: number): string {
  return guests > 0 ? `${people(guests + 1)} (${guestsWord(guests)})` : people(1);
}

/** 0 to 10 guests, the bound the server checks. */
export const GUEST_CHOICES = Array.from({ length: RSVP_LIMITS.guestsMax + 1 }, (_, n) => n);
