import { useEffect } from 'react';
import { notFoundTitle, titled } from '../../../shared/page-titles.ts';
import { useCommunity } from '../../community/CommunityProvider.tsx';

/**
 * A page about one record titles the document with it, as the server did (navigation leaves such
 * pages alone); a record that does not exist gets the 404 page's title.
 */
export function useItemTitle(itemTitle: string | undefined, missing: boolean): void {
  const { name } = useCommunity();
  useEffect(() => {
    if (missing) document.title = notFoundTitle(name);
    else if (itemTitle) document.title = titled(itemTitle, name);
  }, [name, itemTitle, missing]);
}
