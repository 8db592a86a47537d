import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from './connection.ts';
import { newId, nowIso } from './ids.ts';
import type { Database } from './schema.ts';

/** The tables whose rows carry an application-made id and both timestamps. */
export type StampedTable = {
  [T in keyof Database]: Database[T] extends { id: string; createdAt: string; updatedAt: string } ? T : never;
}[keyof Database];

type Row<T extends StampedTable> = Selectable<Database[T]>;
type Values<T extends StampedTable> = Omit<Insertable<Database[T]>, 'id' | 'createdAt' | 'updatedAt'>;
type Changes<T extends StampedTable> = Omit<Updateable<Database[T]>, 'id' | 'createdAt' | 'updatedAt'>;

// Kysely cannot check a column name against a table that is a type parameter, so the three
// statements below are typed by hand: `id` and the timestamps exist on every StampedTable.

/** Inserts a row with a new id and both timestamps now; answers the row as stored. */
export async function insertStamped<T extends StampedTable>(
  db: Db,
  table: T,
  values: Values<T>,
): Promise<Row<T>> {
  const now = nowIso();
  const row = { id: newId(), ...values, createdAt: now, updatedAt: now };
  await db
    .insertInto(table)
    .values(row as never)
    .execute();
  return row as unknown as Row<T>;
}

type Found<T extends StampedTable> = Promise<Row<T> | undefined>;

/** Finds a row by id, or undefined. */
export const findById = <T extends StampedTable>(db: Db, table: T, id: string) =>
  db
    .selectFrom(table as StampedTable)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst() as Found<T>;

/** Deletes a row; answers it as it was, or undefined when there was none. */
export const deleteById = <T extends StampedTable>(db: Db, table: T, id: string) =>
  db
    .deleteFrom(table as StampedTable)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst() as Found<T>;

/** Changes the given columns and updatedAt; answers the row as stored, or undefined when there is none. */
export function updateStamped<T extends StampedTable>(db: Db, table: T, id: string, changes: Changes<T>) {
  const set = { ...changes, updatedAt: nowIso() } as never;
  const query = db
    .updateTable(table as StampedTable)
    .set(set)
    .where('id', '=', id);
  return query.returningAll().executeTakeFirst() as Found<T>;
}

/**
 * A domain's three writes on its table, each answering the API's object (made by `toItem`, the
 * domain's row mapping) or undefined when no row has the id.
 */
export function stampedWrites<T extends StampedTable, Item>(table: T, toItem: (row: Row<T>) => Item) {
  return {
    insert: async (db: Db, values: Values<T>): Promise<Item> =>
      toItem(await insertStamped(db, table, values)),
    update: async (db: Db, id: string, changes: Changes<T>): Promise<Item | undefined> => {
      const row = await updateStamped(db, table, id, changes);
      return row && toItem(row);
    },
    remove: async (db: Db, id: string): Promise<Item | undefined> => {
      const row = await deleteById(db, table, id);
      return row && toItem(row);
    },
  };
}
