import type { ApiError } from '../../shared/api.ts';
import { readStoredToken } from './session.ts';

/** A failed API call: the server's message when it sent one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** The session's bearer token for a request, when the browser holds one. */
export function authorization(): Record<string, string> {
  const token = readStoredToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * A 401 only warns, in these words: the product's error catalogue lists this console warning, with
 * no redirect, as what a 401 does. Screens that need a session (the dashboard) sign out themselves.
 */
export function noteStatus(status: number): void {
  if (status === 401) console.warn('Unauthorized – maybe redirect to login');
}

/** The JSON of a response body, or undefined when it is empty or not JSON. */
export function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** The one way the client talks to the API: bearer token from the stored session, cookies included. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...authorization() };
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
  noteStatus(response.status);
  if (response.status === 204) return undefined as T;
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

/** The server's message from an error body: `{ message }`, or the events API's `{ message: [{ message }] }`. */
export function errorMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const message = (body as ApiError | { message: unknown }).message;
  if (typeof message === 'string' && message) return message;
  if (Array.isArray(message)) {
    const parts = message.map((m) =>
      m && typeof m === 'object' ? (m as { message?: string }).message : null,
    );
    const joined = parts.filter(Boolean).join(', ');
    return joined || null;
  }
  return null;
}
