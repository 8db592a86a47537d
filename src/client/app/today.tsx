import { createContext, useContext, type ReactNode } from 'react';
import { todayIn } from '../../shared/dates.ts';
import { useCommunity } from '../community/CommunityProvider.tsx';

const TodayContext = createContext<string | null>(null);

/**
 * Today in the community's time zone as the server saw it when it rendered the page, so the
 * browser asks for the same API paths the server prefetched (and hydration matches).
 */
export function TodayProvider({ value, children }: { value: string; children: ReactNode }) {
  return <TodayContext.Provider value={value}>{children}</TodayContext.Provider>;
}

/** Today, YYYY-MM-DD, in the community's time zone. */
export function useToday(): string {
  const fromServer = useContext(TodayContext);
  const { timeZone } = useCommunity();
  return fromServer ?? todayIn(timeZone);
}
