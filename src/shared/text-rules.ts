/**
 * The one rule for characters in anything a client sends (body strings at any depth, query strings,
 * path parameters): no control characters except tab, line feed and carriage return, and no
 * unpaired UTF-16 surrogates. NUL cannot be stored by PostgreSQL, the other controls make feeds
 * invalid XML and are never typed on purpose, and half a surrogate pair is not text at all (both
 * engines would silently store U+FFFD instead). Refused the same way on both engines.
 */
export const FORBIDDEN_CHARACTER = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

export const FORBIDDEN_CHARACTER_MESSAGE =
  'Text cannot contain control characters or broken Unicode characters (tabs and line breaks are fine)';

export function hasForbiddenCharacter(value: string): boolean {
  return FORBIDDEN_CHARACTER.test(value);
}
