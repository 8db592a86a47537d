import type { FastifyPluginAsync } from 'fastify';
import { boardContract } from '../../shared/contracts/board.ts';
import { BOARD } from '../../shared/endpoints/board.ts';
import { collectionRoutes } from '../http/collection-routes.ts';
import { releaseUploads } from '../uploads/queries.ts';
import { deleteMember, findMember, fullName, insertMember, listMembers, updateMember } from './queries.ts';

/** The association's board: anyone reads (a bare array), admins write; a written member comes as `{ hoa }`. */
const hoaRoutes: FastifyPluginAsync = async (app) => {
  const defaults = app.config.communityDefaults;
  await app.register(
    collectionRoutes({
      kind: 'member',
      noun: 'Member',
      contracts: boardContract,
      envelopes: BOARD.envelopes,
      queries: {
        list: listMembers,
        insert: insertMember,
        // A replaced or deleted photo that nothing else shows is deleted with its bytes.
        update: async (db, id, changes) => {
          const before = await findMember(db, id);
          const after = await updateMember(db, id, changes);
          if (before && after && before.imgUrl !== after.imgUrl) {
            await releaseUploads(db, [before.imgUrl], defaults);
          }
          return after;
        },
        remove: async (db, id) => {
          const removed = await deleteMember(db, id);
          if (removed) await releaseUploads(db, [removed.imgUrl], defaults);
          return removed;
        },
      },
      summary: fullName,
    }),
  );
};

export default hoaRoutes;
