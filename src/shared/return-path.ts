/**
 * Where sign-in sends someone back to: the page a signed-out visitor asked for travels as
 * `/login?next=/admin/messages`. Only a path of this site is followed, never another site, so
 * the parameter cannot turn the sign-in page into an open redirect.
 */
export const RETURN_PARAM = 'next';

/** Where sign-in goes when no page was asked for (or the one asked for is not followed). */
export const AFTER_SIGN_IN = '/admin/dashboard';

const LONGEST_RETURN_PATH = 2048;

/**
 * The value when it is a path of this site, else null; the path comes back in the URL parser's
 * spelling. A path starts with exactly one "/": "//host"
 * and "/\host" are other sites to a browser (which reads "\" as "/"), and a scheme ("https:",
 * "javascript:") is never a path. Control characters and spaces are refused too, since browsers
 * drop tabs and line breaks from addresses ("/\t/host" would become "//host").
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > LONGEST_RETURN_PATH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u0020\u007f]/.test(value)) return null;
  // What a browser would open from this site: it must stay on this site and not be sign-in itself.
  const base = 'http://site.invalid';
  let resolved: URL;
  try {
    resolved = new URL(value, base);
  } catch {
    return null;
  }
  if (resolved.origin !== base) return null;
  if (resolved.pathname.toLowerCase() === '/login') return null;
  // As the URL parser writes it: characters outside ASCII percent-encoded (a Location header
  // carries only Latin-1) and escapes already there left as they are.
  return resolved.pathname + resolved.search + resolved.hash;
}

/** The sign-in page, asked to come back to `path` (a path with its query and hash) afterwards. */
export function signInPathFor(path: string): string {
  const back = safeReturnPath(path);
  return back ? `/login?${RETURN_PARAM}=${encodeURIComponent(back)}` : '/login';
}

/** Where to go after signing in, read from the sign-in page's query string. */
export function returnPathFromSearch(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}
