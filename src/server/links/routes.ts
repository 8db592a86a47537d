import { linksContract } from '../../shared/contracts/links.ts';
import { LINKS } from '../../shared/endpoints/links.ts';
import { collectionRoutes } from '../http/collection-routes.ts';
import { deleteLink, insertLink, listLinks, updateLink } from './queries.ts';

/** Important links: anyone reads (a bare array), admins write. */
export default collectionRoutes({
  kind: 'link',
  noun: 'Link',
  contracts: linksContract,
  envelopes: LINKS.envelopes,
  queries: { list: listLinks, insert: insertLink, update: updateLink, remove: deleteLink },
  summary: (link) => link.title,
});
