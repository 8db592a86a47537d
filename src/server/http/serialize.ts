/**
 * The one way a stored row becomes what the API answers: each domain's `toX(row)` in its queries.ts
 * picks the row's public fields and passes them through this, which adds `_id` beside `id` (clients
 * written against the association's original site read the id under that name).
 */
export function withIds<T extends { id: string }>(row: T): T & { _id: string } {
  return { ...row, _id: row.id };
}
