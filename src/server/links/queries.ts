import type { ImportantLink } from '../../shared/links.ts';
import type { Db } from '../db/connection.ts';
import { stampedWrites } from '../db/rows.ts';
import { withIds } from '../http/serialize.ts';
import type { LinksTable } from './table.ts';

export const toLink = (row: LinksTable): ImportantLink => withIds(row);

/** Oldest first, the order staff added them in. */
export async function listLinks(db: Db): Promise<ImportantLink[]> {
  const rows = await db.selectFrom('links').selectAll().orderBy('createdAt').orderBy('id').execute();
  return rows.map(toLink);
}

/** Each answers the link as the API shows it, or undefined when no row has the id. */
export const { insert: insertLink, update: updateLink, remove: deleteLink } = stampedWrites('links', toLink);
