/** Community issues and violations: guidelines residents read. */
export interface IssuesTable {
  id: string;
  title: string;
  description: string;
  createdAt: string;
  updatedAt: string;
}
