/**
 * One Intl.DateTimeFormat per purpose and time zone: building one costs tens of microseconds (a
 * tenth of the server's time under load, profiled for issue 11), formatting with one costs almost
 * nothing. A site uses one or two zones; the cache is cleared if ever it holds more than 50, so it
 * cannot grow without bound.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATS = 50;

/** The formatter `make` builds for this purpose and zone, built once. A zone that does not exist throws. */
export function zoneFormat(
  purpose: string,
  timeZone: string,
  make: () => Intl.DateTimeFormat,
): Intl.DateTimeFormat {
  const key = `${purpose} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = make();
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(key, format);
  }
  return format;
}
