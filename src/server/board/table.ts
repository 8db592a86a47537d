/** The association's board members. */
export interface HoaMembersTable {
  id: string;
  fName: string;
  lName: string;
  title: string | null;
  imgUrl: string | null;
  createdAt: string;
  updatedAt: string;
}
