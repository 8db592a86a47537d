import type { PublicUser } from '../../shared/auth.ts';
import { SESSION_DAYS } from '../../shared/limits.ts';

// The browser's copy of the session. It lives beside the fetch client, which sends its token with
// every call; the auth provider stores and clears it. The product's storage keys: the session lives in local storage under these names, with a 7-day
// cookie copy that the server reads to render pages signed in.
export const USER_KEY = 'authUser_v2';
export const TOKEN_KEY = 'authToken_v2';

const isBrowser = () => typeof window !== 'undefined';

function readCookie(name: string): string | null {
  if (!isBrowser()) return null;
  const prefix = `${name}=`;
  const part = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return part ? decodeURIComponent(part.slice(prefix.length)) : null;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  // Secure wherever the browser accepts it (https, and localhost during development), so the token
  // never travels in clear.
  const secure = window.isSecureContext ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

function safeLocalStorage(): Storage | null {
  try {
    return isBrowser() ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readStoredToken(): string | null {
  return safeLocalStorage()?.getItem(TOKEN_KEY) ?? readCookie(TOKEN_KEY);
}

function isPublicUser(value: unknown): value is PublicUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return typeof user.username === 'string' && typeof user.email === 'string' && typeof user.role === 'string';
}

/** The stored session, or null. Stored user data that cannot be parsed is logged and cleared. */
export function readStoredSession(): { token: string; user: PublicUser } | null {
  const token = readStoredToken();
  const rawUser = safeLocalStorage()?.getItem(USER_KEY) ?? readCookie(USER_KEY);
  if (!token || !rawUser) return null;
  try {
    const user: unknown = JSON.parse(rawUser);
    if (!isPublicUser(user)) throw new Error('stored user has the wrong shape');
    return { token, user };
  } catch (error) {
    console.error('Failed to parse stored user', error);
    clearStoredSession();
    return null;
  }
}

export function storeSession(token: string, user: PublicUser): void {
  const storage = safeLocalStorage();
  storage?.setItem(TOKEN_KEY, token);
  storage?.setItem(USER_KEY, JSON.stringify(user));
  const maxAge = SESSION_DAYS * 24 * 3600;
  writeCookie(TOKEN_KEY, token, maxAge);
  writeCookie(USER_KEY, JSON.stringify(user), maxAge);
}

export function clearStoredSession(): void {
  const storage = safeLocalStorage();
  storage?.removeItem(TOKEN_KEY);
  storage?.removeItem(USER_KEY);
  if (isBrowser()) {
    writeCookie(TOKEN_KEY, '', 0);
    writeCookie(USER_KEY, '', 0);
  }
}
