import type { Home, HomeLink, HomeRelation, HomeValues } from '../../shared/homes/homes.ts';
import { addressMatchKey } from '../../shared/homes/address-match.ts';
import { addressKey } from '../../shared/homes/address-key.ts';
import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import type { HomeRow } from './table.ts';

type Resident = Home['residents'][number];

function toHome(row: HomeRow, residents: Resident[]): Home {
  return { id: row.id, _id: row.id, address: row.address, lot: row.lot, residents };
}

/** The residents linked to these homes, by home. */
async function residentsOf(db: Db, homeIds: string[]): Promise<Map<string, Resident[]>> {
  const byHome = new Map<string, Resident[]>();
  if (homeIds.length === 0) return byHome;
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'homeId', 'homeRelation'])
    .where('homeId', 'in', homeIds)
    .orderBy('username')
    .execute();
  for (const row of rows) {
    const list = byHome.get(row.homeId!) ?? [];
    list.push({
      id: row.id,
      username: row.username,
      relation: (row.homeRelation ?? 'owner') as HomeRelation,
    });
    byHome.set(row.homeId!, list);
  }
  return byHome;
}

/**
 * Every home in address order, with its residents: the roll is a few hundred homes (one
 * community), read whole like a board's spreadsheet, in the order of homes_address_idx.
 */
export async function listHomes(db: Db): Promise<Home[]> {
  const rows = await db.selectFrom('homes').selectAll().orderBy('address').orderBy('id').execute();
  const residents = await residentsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toHome(row, residents.get(row.id) ?? []));
}

export async function findHome(db: Db, id: string): Promise<Home | undefined> {
  const row = await db.selectFrom('homes').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toHome(row, (await residentsOf(db, [row.id])).get(row.id) ?? []);
}

/** A new home; a unique-key failure (the address is taken) is the caller's 409. */
export async function insertHome(db: Db, values: HomeValues): Promise<Home> {
  const now = nowIso();
  const row = await db
    .insertInto('homes')
    .values({
      id: newId(),
      address: values.address,
      addressKey: addressKey(values.address),
      lot: values.lot,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toHome(row, []);
}

export async function updateHome(
  db: Db,
  id: string,
  changes: Partial<HomeValues>,
): Promise<Home | undefined> {
  const row = await db
    .updateTable('homes')
    .set({
      ...(changes.address !== undefined
        ? { address: changes.address, addressKey: addressKey(changes.address) }
        : {}),
      ...(changes.lot !== undefined ? { lot: changes.lot } : {}),
      updatedAt: nowIso(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toHome(row, (await residentsOf(db, [row.id])).get(row.id) ?? []);
}

/** How many residents are linked to a home (a home with residents is not deleted). */
export async function countResidents(db: Db, id: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(db.fn.countAll().as('n'))
    .where('homeId', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteHome(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('homes').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The home a free-text address names, compared as `addressMatchKey` does ("St" is "Street"); one
 * community's roll is a few hundred short rows, compared here rather than kept as a second column.
 */
export async function matchHome(db: Db, address: string): Promise<HomeLink | null> {
  const wanted = addressMatchKey(address);
  const rows = await db.selectFrom('homes').select(['id', 'address', 'lot']).orderBy('address').execute();
  return rows.find((row) => addressMatchKey(row.address) === wanted) ?? null;
}

/** The address keys already on the roll (an import skips those). */
export async function knownAddressKeys(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('homes').select('addressKey').execute();
  return new Set(rows.map((r) => r.addressKey));
}

/** Inserts many homes in one statement per hundred (an import of a whole roll). */
export async function insertHomes(db: Db, homes: HomeValues[]): Promise<void> {
  const now = nowIso();
  for (let i = 0; i < homes.length; i += 100) {
    await db
      .insertInto('homes')
      .values(
        homes.slice(i, i + 100).map((home) => ({
          id: newId(),
          address: home.address,
          addressKey: addressKey(home.address),
          lot: home.lot,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
  }
}
