/** Every stored object goes out with both `id` and `_id` (DESIGN.md section 5). */
export function withIds<T extends { id: string }>(row: T): T & { _id: string } {
  return { ...row, _id: row.id };
}
