/** News items and safety alerts; `date` is the community-local day YYYY-MM-DD. */
export interface NewsTable {
  id: string;
  title: string;
  description: string;
  type: string | null;
  image: string | null;
  link: string | null;
  date: string;
  createdAt: string;
  updatedAt: string;
}
