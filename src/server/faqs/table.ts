/** Frequently asked questions, grouped by category on the pages. */
export interface FaqsTable {
  id: string;
  category: string;
  question: string;
  answer: string;
  createdAt: string;
  updatedAt: string;
}
