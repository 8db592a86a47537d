import { createContext, useContext, type ReactNode } from 'react';
import { defaultCommunity, type Community } from '../../shared/community.ts';

const CommunityContext = createContext<Community>(defaultCommunity);

/** The community facts, delivered with the page by the server. */
export function CommunityProvider({ value, children }: { value: Community; children: ReactNode }) {
  return <CommunityContext.Provider value={value}>{children}</CommunityContext.Provider>;
}

export function useCommunity(): Community {
  return useContext(CommunityContext);
}
