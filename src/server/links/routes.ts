import { importantLinkSchema, linkInputSchema, linkPatchSchema } from '../../shared/links.ts';
import { collectionRoutes } from '../http/collection-routes.ts';
import { deleteLink, insertLink, listLinks, updateLink } from './queries.ts';

/** Important links: anyone reads (a bare array), admins write. */
export default collectionRoutes({
  kind: 'link',
  noun: 'Link',
  writers: 'admin',
  schemas: { item: importantLinkSchema, input: linkInputSchema, patch: linkPatchSchema },
  queries: { list: listLinks, insert: insertLink, update: updateLink, remove: deleteLink },
  summary: (link) => link.title,
});
