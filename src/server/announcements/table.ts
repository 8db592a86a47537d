/** One row per announced news item (the unique news id makes a second announce a conflict). */
export interface AnnouncementsTable {
  id: string;
  newsId: string;
  /** The news title when it was announced (the item may be edited or deleted later). */
  title: string;
  createdBy: string | null;
  createdAt: string;
}
