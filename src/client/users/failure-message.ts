import { ApiRequestError, messageOf } from '../api/client.ts';

/**
 * The spec's failure text, followed by the server's reason when the server refused on purpose
 * (say, "This is the last admin account...") so the admin knows what to do.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
    const reason = messageOf(error, '');
    if (reason) return `${fallback} ${reason}`;
  }
  return fallback;
}
