import type { ComponentType } from 'react';
import { matchPageRoute, pageTitle, type PageAccess } from '../../shared/routes.ts';
import { PAGE_LOADERS } from './page-loaders.ts';

export interface ResolvedPage {
  Component: ComponentType;
  params: Record<string, string>;
  access: PageAccess;
  /** The document title, or null for a page about one record, which titles itself. */
  title: (communityName: string) => string | null;
}

/**
 * The page an address opens after a navigation, with its code loaded; null for the 404 page. The
 * whole page table lives here, in a chunk of its own that the browser loads at its first
 * navigation, so no page's first load grows with the number of pages.
 */
export async function resolvePage(pathname: string): Promise<ResolvedPage | null> {
  const match = matchPageRoute(pathname);
  if (!match) return null;
  const { route, params } = match;
  const { default: Component } = await PAGE_LOADERS[route.page as keyof typeof PAGE_LOADERS]();
  return {
    Component,
    params,
    access: route.access,
    title: (name) => (route.item ? null : pageTitle(pathname, name)),
  };
}
