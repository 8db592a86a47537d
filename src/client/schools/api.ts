import type { schoolsContract } from '../../shared/contracts/schools.ts';
import { SCHOOLS } from '../../shared/endpoints/schools.ts';
import type { SchoolValues } from '../../shared/schools/schools.ts';
import { restCollection } from '../transport/collection.ts';

/** What the staff form sends: the directions link is the server's to compute from the address. */
export type SchoolBody = Omit<SchoolValues, 'direction'>;

export const schools = restCollection<typeof schoolsContract>(SCHOOLS);
