import { ApiRequestError, authorization, errorMessage, noteStatus, parseBody } from './client.ts';

/**
 * Posts a text body under its own type (a CSV file, as a spreadsheet exports it) the way apiFetch
 * sends JSON: the stored session's bearer token, cookies included, the same errors. A module of its
 * own so the few screens that send files as text carry it, not every page's first load.
 */
export async function sendText<T>(path: string, text: string, type: string): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': type, ...authorization() },
    body: text,
    credentials: 'include',
  });
  noteStatus(response.status);
  const json = parseBody(await response.text());
  if (!response.ok) {
    throw new ApiRequestError(
      response.status,
      errorMessage(json) ?? `Request failed (${response.status})`,
      json,
    );
  }
  return json as T;
}
