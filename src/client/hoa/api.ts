import type { HoaMember, MemberInput } from '../../shared/hoa.ts';
import { apiList, restCollection } from '../api/collection.ts';

/** The board. POST and PATCH answer `{ hoa }`. */
export const members = restCollection<HoaMember, MemberInput, { hoa: HoaMember }>(
  apiList<HoaMember>('/api/hoa'),
);
