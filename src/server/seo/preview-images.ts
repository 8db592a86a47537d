import type { Community } from '../../shared/community/community.ts';
import type { NewsItem } from '../../shared/news/news.ts';
import { isSitePath, PREVIEW_SIZE, versionOf } from './site-images.ts';

/**
 * The addresses of the images a page's head names: the link-preview image and the icons. Images
 * of this site are served re-drawn (routes.ts) at addresses carrying a version of the setting, so
 * a changed setting is a new address that chat apps and browsers fetch afresh. An http(s) image is
 * named as it is: this server never fetches another server's image, so its size is not known.
 */
export interface PreviewImage {
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

export const PREVIEW_PATHS = {
  site: '/social/site.jpg',
  news: (id: string) => `/social/news/${encodeURIComponent(id)}.jpg`,
};

export const ICON_PATHS = {
  favicon: '/favicon.ico',
  appleTouch: '/apple-touch-icon.png',
  /** The manifest's icons, by size. */
  app: (size: number) => `/icons/${size}.png`,
} as const;

/** The installed site's icon sizes (what browsers ask a manifest for) and the apple-touch icon's. */
export const APP_ICON_SIZES = [192, 512] as const;
export const APPLE_TOUCH_SIZE = 180;

/** The image the site's pages preview with: the hero image, else the map. */
export function siteImageSource(community: Community): string {
  return isSitePath(community.heroImage) || !isSitePath(community.mapImage)
    ? community.heroImage
    : community.mapImage;
}

function drawn(publicUrl: string, path: string, source: string, alt: string): PreviewImage {
  return { url: `${publicUrl}${path}?v=${versionOf(source)}`, ...PREVIEW_SIZE, alt };
}

export function sitePreviewImage(community: Community, publicUrl: string): PreviewImage {
  const source = siteImageSource(community);
  const alt = `${community.name}: homes and trees in the neighbourhood`;
  return isSitePath(source) ? drawn(publicUrl, PREVIEW_PATHS.site, source, alt) : { url: source, alt };
}

/** A news item previews with its own image, when it has one. */
export function newsPreviewImage(item: NewsItem, community: Community, publicUrl: string): PreviewImage {
  if (!item.image) return sitePreviewImage(community, publicUrl);
  if (!isSitePath(item.image)) return { url: item.image, alt: item.title };
  return drawn(publicUrl, PREVIEW_PATHS.news(item.id), item.image, item.title);
}

/** An icon address with the icon setting's version, so a new icon is fetched at once. */
export function iconUrl(community: Community, path: string, publicUrl = ''): string {
  return `${publicUrl}${path}?v=${versionOf(community.icon, community.themeColor)}`;
}
