import type { School, SchoolValues } from '../../shared/schools.ts';
import { apiList, restCollection } from '../api/collection.ts';

/** What the staff form sends: the directions link is the server's to compute from the address. */
export type SchoolBody = Omit<SchoolValues, 'direction'>;

export const schools = restCollection<School, SchoolBody>(apiList<School>('/api/schools'));
