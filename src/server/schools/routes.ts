import { schoolInputSchema, schoolPatchSchema, schoolSchema } from '../../shared/schools.ts';
import { collectionRoutes } from '../http/collection-routes.ts';
import { deleteSchool, insertSchool, listSchools, updateSchool } from './queries.ts';

/** Schools near the community: anyone reads (a bare array), admins write. */
export default collectionRoutes({
  kind: 'school',
  noun: 'School',
  writers: 'admin',
  schemas: { item: schoolSchema, input: schoolInputSchema, patch: schoolPatchSchema },
  queries: { list: listSchools, insert: insertSchool, update: updateSchool, remove: deleteSchool },
  summary: (school) => school.name,
});
