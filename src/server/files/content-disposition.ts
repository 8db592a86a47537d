/** The most characters of a file name sent in Content-Disposition (file systems allow 255 bytes). */
const MAX_NAME = 150;

/**
 * A name safe to hand to any operating system: no path separators, no control characters, no
 * characters Windows forbids, no leading dots (hidden files), at most MAX_NAME characters.
 */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[\\/:*?"<>|]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!cleaned) return 'file';
  if (cleaned.length <= MAX_NAME) return cleaned;
  // Keep the extension when shortening.
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 6 ? cleaned.slice(dot) : '';
  return (
    [...cleaned]
      .slice(0, MAX_NAME - extension.length)
      .join('')
      .trimEnd() + extension
  );
}

/** RFC 8187 (was 5987) percent-encoding of UTF-8 for the filename* parameter. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `inline` or `attachment` with the name twice (RFC 6266): `filename` in plain ASCII (accents
 * dropped, anything else replaced) for old clients, and `filename*` in UTF-8 for every current one.
 */
export function contentDisposition(name: string, inline: boolean): string {
  const safe = safeFileName(name);
  const ascii = safe
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/[%\\"]/g, '_');
  const type = inline ? 'inline' : 'attachment';
  const plain = `${type}; filename="${ascii}"`;
  return ascii === safe ? plain : `${plain}; filename*=UTF-8''${encodeExtValue(safe)}`;
}
