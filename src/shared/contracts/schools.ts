import { SCHOOLS } from '../endpoints/schools.ts';
import { schoolInputSchema, schoolPatchSchema, schoolSchema } from '../schools/schools.ts';
import { collectionContract } from './collection.ts';

export const schoolsContract = collectionContract(SCHOOLS, {
  item: schoolSchema,
  input: schoolInputSchema,
  patch: schoolPatchSchema,
});
