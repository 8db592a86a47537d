import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiError } from '../../shared/api.ts';
import { ApiRequestError } from './client.ts';

/**
 * Puts the server's per-field messages (400 `errors: [{ path, message }]`) under the form's fields,
 * for the rare rule the browser could not check itself. Returns true when any field got one.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return false;
  const errors = (error.body as ApiError | undefined)?.errors ?? [];
  let applied = false;
  for (const { path, message } of errors) {
    const field = fields.find((f) => f === path);
    if (field) {
      setError(field, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}

/**
 * The names of a form's fields from its starting values: "title", and for a group of fields
 * (`rsvp: { capacity }`) both "rsvp" and "rsvp.capacity", the paths the server names in its 400s.
 */
export function fieldPaths(values: object, prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? [`${prefix}${key}`, ...fieldPaths(value as object, `${prefix}${key}.`)]
      : [`${prefix}${key}`],
  );
}
