import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { notFoundTitle, pageTitle } from '../../../shared/routes.ts';
import { useCommunity } from '../../community/CommunityProvider.tsx';

/**
 * A page about one record titles the document with it, as the server did (Layout leaves such
 * pages alone); a record that does not exist gets the 404 page's title.
 */
export function useItemTitle(itemTitle: string | undefined, missing: boolean): void {
  const { pathname } = useLocation();
  const { name } = useCommunity();
  useEffect(() => {
    document.title = missing ? notFoundTitle(name) : pageTitle(pathname, name, itemTitle);
  }, [pathname, name, itemTitle, missing]);
}
