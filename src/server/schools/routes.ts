import type { FastifyPluginAsync } from 'fastify';
import { schoolsContract } from '../../shared/contracts/schools.ts';
import { SCHOOLS } from '../../shared/endpoints/schools.ts';
import { collectionRoutes } from '../http/collection-routes.ts';
import type { SchoolsTable } from './table.ts';
import { deleteSchoolRow, insertSchoolRow, listSchoolRows, toSchool, updateSchoolRow } from './queries.ts';

/** Schools near the community: anyone reads (a bare array), admins write. */
const schoolsRoutes: FastifyPluginAsync = async (app) => {
  // Directions follow the maps provider as Settings have it at each request.
  const answer = async (row: SchoolsTable) => toSchool(row, (await app.community.read()).mapsSearchUrl);
  const answerFound = async (row: SchoolsTable | undefined) => (row ? answer(row) : undefined);

  await app.register(
    collectionRoutes({
      kind: 'school',
      noun: 'School',
      contracts: schoolsContract,
      envelopes: SCHOOLS.envelopes,
      queries: {
        list: async (db) => {
          const { mapsSearchUrl } = await app.community.read();
          return (await listSchoolRows(db)).map((row) => toSchool(row, mapsSearchUrl));
        },
        insert: async (db, values) => answer(await insertSchoolRow(db, values)),
        update: async (db, id, changes) => answerFound(await updateSchoolRow(db, id, changes)),
        remove: async (db, id) => answerFound(await deleteSchoolRow(db, id)),
      },
      summary: (school) => school.name,
    }),
  );
};

export default schoolsRoutes;
