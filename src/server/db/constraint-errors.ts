/**
 * True when a write failed on a unique key, on either engine: the database decides a race (two
 * announces of one item at once, two homes typed with one address), and the loser gets a 409.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The write's answer, or the caller's 409 thrown in place of a unique-key failure. */
export async function unlessDuplicate<T>(write: Promise<T>, conflict: () => Error): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}
