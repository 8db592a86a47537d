import { formatLongDateIn, formatLongDateTimeIn } from '../../shared/dates.ts';
import { useCommunity } from './CommunityProvider.tsx';

// A module of its own: the shell (every page's first load) reads the community but formats no dates.
/**
 * Instants as people read them, in the community's time zone whatever the browser's (the server
 * renders the same words): `date` gives "November 26, 2026", `dateTime` "November 26, 2026, 5:28 PM".
 */
export function useCommunityDates(): {
  date: (instant: string) => string;
  dateTime: (instant: string) => string;
} {
  const { timeZone } = useCommunity();
  return {
    date: (instant) => formatLongDateIn(timeZone, instant),
    dateTime: (instant) => formatLongDateTimeIn(timeZone, instant),
  };
}
