/** Important links (governing documents, minutes, forms). */
export interface LinksTable {
  id: string;
  title: string;
  link: string;
  createdAt: string;
  updatedAt: string;
}
