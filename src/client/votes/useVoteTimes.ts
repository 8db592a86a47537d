import { timeZoneName } from '../../shared/dates.ts';
import { useCommunity } from '../community/CommunityProvider.tsx';
import { useCommunityDates } from '../community/community-dates.ts';

/**
 * A vote's opening and closing instants as residents read them: in the community's time zone,
 * named ("November 26, 2026, 5:00 PM Pacific Time"), since a deadline read in the wrong zone is
 * a ballot lost.
 */
export function useVoteTimes(): { at: (instant: string) => string; zone: string } {
  const { timeZone } = useCommunity();
  const { dateTime } = useCommunityDates();
  const zone = timeZoneName(timeZone);
  return { at: (instant) => `${dateTime(instant)} ${zone}`, zone };
}
