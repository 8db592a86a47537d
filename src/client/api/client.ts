import type { ApiError } from '../../shared/http.ts';
import { readStoredToken } from '../auth/storage.ts';

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

/** The one way the client talks to the API: bearer token from the stored session, cookies included. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
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
  if (response.status === 401) console.warn('Unauthorized – maybe redirect to login');
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
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

/** The message to show for a failed call: the server's, or the screen's own fallback text. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.body ? (errorMessage(error.body) ?? fallback) : fallback;
}
