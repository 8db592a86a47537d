import { messageOf } from './client.ts';

/**
 * The reason to put after a screen's own words ("Failed to add FAQ: {reason}"): the server's
 * message, else the browser's (a network failure), else a generic one.
 */
export function failureReason(error: unknown): string {
  return messageOf(error, error instanceof Error && error.message ? error.message : 'Unknown error');
}
