/** News items and safety alerts; `date` is the community-local day YYYY-MM-DD. */
export interface NewsTable {
  id: string;
  title: string;
  description: string;
  type: string | null;
  image: string | null;
  link: string | null;
  date: string;
  /** Markdown subset as staff wrote it; rendered to HTML when read (news/body-html.ts). */
  body: string | null;
  /** An alert's last day on the home page, YYYY-MM-DD; null takes the default (7 days after `date`). */
  showUntil: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A library document an item lists as an attachment, at its place in the item's list (0 first). */
export interface NewsAttachmentsTable {
  newsId: string;
  documentId: string;
  position: number;
}
