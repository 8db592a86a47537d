/**
 * The one maps provider the site links to, for the home page's "Open in a maps service" and the
 * schools' "Get Directions": a search address of the community's choosing (Settings, or
 * COMMUNITY_CONFIG `mapsSearchUrl`) where ADDRESS_PLACEHOLDER stands for the address.
 */
export const ADDRESS_PLACEHOLDER = '{address}';

/** OpenStreetMap: no account, no key and no tracking; any other provider is one setting away. */
export const DEFAULT_MAPS_SEARCH_URL = `https://www.openstreetmap.org/search?query=${ADDRESS_PLACEHOLDER}`;

/** The provider's search for an address (every placeholder replaced, the address URL-encoded). */
export function mapsSearchLink(mapsSearchUrl: string, address: string): string {
  return mapsSearchUrl.split(ADDRESS_PLACEHOLDER).join(encodeURIComponent(address));
}
