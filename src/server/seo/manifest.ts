import type { Community } from '../../shared/community/community.ts';
import { pageDescription } from '../../shared/page-descriptions.ts';
import { APP_ICON_SIZES, ICON_PATHS, iconUrl } from './preview-images.ts';

/**
 * The web app manifest: "Add to Home Screen" installs the site under the community's name, with
 * its icon and theme colour, as the community settings say now.
 */
export function webManifest(community: Community) {
  return {
    id: '/',
    name: community.name,
    short_name: community.shortName,
    description: pageDescription('/', community),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: community.themeColor,
    icons: APP_ICON_SIZES.map((size) => ({
      src: iconUrl(community, ICON_PATHS.app(size)),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
}
