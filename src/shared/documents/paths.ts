/**
 * The document library's names, without zod: the public library page imports this, and zod must
 * stay out of a public page's first load.
 */

/** The library's shelves (docs/product/documents.md), in the order the page shows them. */
export const DOCUMENT_CATEGORIES = [
  'governing',
  'minutes',
  'financial',
  'forms',
  'architectural',
  'other',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  governing: 'Governing documents',
  minutes: 'Meeting minutes',
  financial: 'Budgets and financials',
  forms: 'Forms',
  architectural: 'Architectural guidelines',
  other: 'Other documents',
};

/** Who sees a document: everyone, approved residents and staff, or staff (MODERATOR, ADMIN) only. */
export const DOCUMENT_VISIBILITIES = ['public', 'residents', 'staff'] as const;
export type DocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];

export const DOCUMENT_VISIBILITY_LABELS: Record<DocumentVisibility, string> = {
  public: 'Everyone',
  residents: 'Residents only',
  staff: 'Staff only',
};

export function isDocumentCategory(value: string | null | undefined): value is DocumentCategory {
  return (DOCUMENT_CATEGORIES as readonly string[]).includes(value ?? '');
}

/** "2.4 MB", "312 KB": a file's size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** "PDF", "PNG image": a stored type as people read it. */
export function fileTypeLabel(contentType: string): string {
  if (contentType === 'application/pdf') return 'PDF';
  const image = /^image\/(\w+)$/.exec(contentType);
  return image ? `${image[1]!.toUpperCase()} image` : contentType;
}
