/** Schools near the community. `direction` is null when staff gave no maps link of their own. */
export interface SchoolsTable {
  id: string;
  name: string;
  type: string;
  district: string;
  address: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  direction: string | null;
  createdAt: string;
  updatedAt: string;
}
