import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import type { FaqsTable } from '../db/schema.ts';
import { FAQ_CATEGORIES, type Faq, type FaqCategory } from '../../shared/faqs.ts';

type FaqValues = Pick<FaqsTable, 'category' | 'question' | 'answer'>;

export function toFaq(row: FaqsTable): Faq {
  return { ...row, _id: row.id, category: row.category as FaqCategory };
}

/** In the order of the categories, then oldest first within one, as the pages group them. */
export async function listFaqs(db: Db): Promise<Faq[]> {
  const order = sql<number>`case ${sql.ref('category')} ${sql.join(
    FAQ_CATEGORIES.map((category, index) => sql`when ${category} then ${sql.lit(index)}`),
    sql` `,
  )} else ${sql.lit(FAQ_CATEGORIES.length)} end`;
  const rows = await db
    .selectFrom('faqs')
    .selectAll()
    .orderBy(order)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map(toFaq);
}

export async function insertFaq(db: Db, values: FaqValues): Promise<Faq> {
  const now = nowIso();
  const row: FaqsTable = { id: newId(), ...values, createdAt: now, updatedAt: now };
  await db.insertInto('faqs').values(row).execute();
  return toFaq(row);
}

export async function updateFaq(db: Db, id: string, changes: Partial<FaqValues>): Promise<Faq | null> {
  const result = await db
    .updateTable('faqs')
    .set({ ...changes, updatedAt: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return null;
  return toFaq(await db.selectFrom('faqs').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
}

/** Returns the deleted question, or null when there was none. */
export async function deleteFaq(db: Db, id: string): Promise<string | null> {
  const row = await db.deleteFrom('faqs').where('id', '=', id).returning('question').executeTakeFirst();
  return row?.question ?? null;
}
