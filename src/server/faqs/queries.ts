import { sql } from 'kysely';
import { FAQ_CATEGORIES, type Faq, type FaqCategory } from '../../shared/faqs/faqs.ts';
import type { Db } from '../db/connection.ts';
import { stampedWrites } from '../db/rows.ts';
import { withIds } from '../http/serialize.ts';
import type { FaqsTable } from './table.ts';

export const toFaq = (row: FaqsTable): Faq => withIds({ ...row, category: row.category as FaqCategory });

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

/** Each answers the FAQ as the API shows it, or undefined when no row has the id. */
export const { insert: insertFaq, update: updateFaq, remove: deleteFaq } = stampedWrites('faqs', toFaq);
