import { hoaMemberSchema, memberInputSchema, memberPatchSchema } from '../../shared/hoa.ts';
import { collectionRoutes } from '../http/collection-routes.ts';
import { deleteMember, fullName, insertMember, listMembers, updateMember } from './queries.ts';

/** The association's board: anyone reads (a bare array), admins write; a written member comes as `{ hoa }`. */
export default collectionRoutes({
  kind: 'member',
  noun: 'Member',
  writers: 'admin',
  schemas: { item: hoaMemberSchema, input: memberInputSchema, patch: memberPatchSchema },
  queries: { list: listMembers, insert: insertMember, update: updateMember, remove: deleteMember },
  summary: fullName,
  envelopes: { created: 'hoa', updated: 'hoa' },
});
