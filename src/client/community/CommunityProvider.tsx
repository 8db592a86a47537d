import { createContext, useContext, useState, type ReactNode } from 'react';
import { defaultCommunity } from '../../shared/community/defaults.ts';
import type { Community, PublicCommunity } from '../../shared/community/community.ts';

const CommunityContext = createContext<PublicCommunity>({ ...defaultCommunity, mailEnabled: false });
const SetCommunityContext = createContext<(community: Community) => void>(() => undefined);

/**
 * The community facts, delivered with the page by the server. The settings screen replaces them
 * after a save, so pages opened afterwards in the same visit show the new facts without a reload.
 */
export function CommunityProvider({ value, children }: { value: PublicCommunity; children: ReactNode }) {
  const [community, setCommunity] = useState(value);
  // A save changes the settings; whether mail can leave is the server's configuration and stays.
  const saved = (settings: Community) =>
    setCommunity((before) => ({ ...settings, mailEnabled: before.mailEnabled }));
  return (
    <SetCommunityContext.Provider value={saved}>
      <CommunityContext.Provider value={community}>{children}</CommunityContext.Provider>
    </SetCommunityContext.Provider>
  );
}

export function useCommunity(): PublicCommunity {
  return useContext(CommunityContext);
}

/**
 * Whether the site can send mail (SMTP configured), from the facts the page came with: every screen
 * that promises or offers mail reads this and says what will actually happen (docs/product/site.md, "Mail").
 */
export function useMailEnabled(): boolean {
  return useCommunity().mailEnabled;
}

export function useSetCommunity(): (community: Community) => void {
  return useContext(SetCommunityContext);
}
