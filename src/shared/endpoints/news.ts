import { endpoint } from '../contract.ts';
import { collectionEndpoints } from './collection.ts';

/**
 * News: everyone reads (the list as `{ items, nextCursor }`, a page at a time: `?limit=&cursor=&year=`),
 * moderators and admins write.
 */
export const NEWS = {
  ...collectionEndpoints('/api/news', 'news.write', { list: 'items' }),
  one: endpoint('GET', '/api/news/:id', 'public', { cache: true }),
  /** The years that have news, for the by-year archive of /newsletter. */
  years: endpoint('GET', '/api/news/years', 'public', { cache: true }),
  /** The newest items as RSS 2.0. */
  feed: endpoint('GET', '/api/news.rss', 'public', { cache: true }),
};
