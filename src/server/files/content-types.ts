import { detectImageKind } from '../uploads/images.ts';

export type DocumentContentType = 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp';

const IMAGE_TYPES = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
} as const;

/**
 * PDF, PNG, JPEG, WebP from the file's first bytes (its magic number), whatever its name or
 * declared type say; else null. A PDF's header may follow a little junk (PDF readers look for
 * `%PDF-` in the first kilobyte), but an HTML page named .pdf starts with markup and is refused.
 */
export function detectDocumentType(head: Buffer): DocumentContentType | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  const kind = detectImageKind(head);
  if (kind && kind !== 'gif') return IMAGE_TYPES[kind];
  return null;
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The file extension for a stored type, or '' for one the table does not know. */
export function extensionFor(contentType: string): string {
  return EXTENSIONS[contentType] ?? '';
}

/** A download name from a title: the title itself, with the extension of the file's real type. */
export function fileNameFor(title: string, contentType: string): string {
  const extension = extensionFor(contentType);
  const base = title.trim() || 'file';
  if (!extension || base.toLowerCase().endsWith(`.${extension}`)) return base;
  return `${base}.${extension}`;
}
