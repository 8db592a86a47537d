import { sql } from 'kysely';
import type { DirectoryEntry } from '../../shared/directory/directory.ts';
import type { Page, PageRequest } from '../../shared/paging/paging.ts';
import type { Db } from '../db/connection.ts';
import { keysetPage, type Keyset } from '../db/keyset.ts';

/** Staff count as approved residents whatever their stored status (docs/product/accounts.md, Residents). */
const STAFF_ROLES = ['MODERATOR', 'ADMIN'];

/**
 * The name in lower case: the directory's order, and its whole sort key since no two accounts
 * share it (users_username_key, the unique index on it, walks the list in this order).
 */
const nameKey = sql<string>`lower(${sql.ref('username')})`;

/**
 * The address a listed resident shows: their home's on the roll when they are linked to one (the
 * board's spelling), else the one they gave when they asked to be approved.
 */
const shownAddress = sql<string | null>`coalesce((select ${sql.ref('homes.address')} from ${sql.table(
  'homes',
)} where ${sql.ref('homes.id')} = ${sql.ref('users.homeId')}), ${sql.ref('users.address')})`;

const DIRECTORY_ORDER: Keyset<{ nameKey: string }> = {
  columns: [nameKey],
  order: 'asc',
  key: (row) => [row.nameKey],
};

/**
 * A page of the residents' directory, by name: the approved residents and staff who chose to be
 * listed. `q` finds part of a name, or of the address of those who show theirs, in any case; it
 * never looks at a field its owner did not choose to show (nor at emails or phones at all), so a
 * search cannot tell who lives at a hidden address.
 */
export async function listDirectoryPage(
  db: Db,
  q: string | undefined,
  page: PageRequest,
  defaultLimit: number,
): Promise<Page<DirectoryEntry>> {
  let query = db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'email',
      'phone',
      'directoryShowEmail',
      'directoryShowPhone',
      'directoryShowAddress',
      nameKey.as('nameKey'),
      shownAddress.as('shownAddress'),
    ])
    .where('directoryListed', '=', 1)
    .where((eb) => eb.or([eb('residentStatus', '=', 'approved'), eb('role', 'in', STAFF_ROLES)]));
  if (q) {
    // The same on both engines: PostgreSQL's LIKE is case-sensitive, SQLite's only for non-ASCII.
    const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`${nameKey} like ${pattern} escape '\\'`,
        eb.and([
          eb('directoryShowAddress', '=', 1),
          sql<boolean>`lower(${shownAddress}) like ${pattern} escape '\\'`,
        ]),
      ]),
    );
  }
  return keysetPage(query, DIRECTORY_ORDER, page, defaultLimit, (row) => {
    const entry: DirectoryEntry = { id: row.id, name: row.username };
    // A field not chosen is left out of the answer, not sent as null.
    if (row.directoryShowAddress === 1 && row.shownAddress) entry.address = row.shownAddress;
    if (row.directoryShowEmail === 1) entry.email = row.email;
    if (row.directoryShowPhone === 1 && row.phone) entry.phone = row.phone;
    return entry;
  });
}
