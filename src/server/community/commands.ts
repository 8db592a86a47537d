import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMMUNITY_FIELD_LABELS, type Community } from '../../shared/community/community.ts';
import { recordAudit } from '../audit/record.ts';
import { COMMUNITY_IMAGE_FIELDS, releaseUploads } from '../uploads/queries.ts';

/**
 * The community settings' write, whole: the facts saved, an image they no longer name (and nothing
 * else shows) deleted with its bytes, the audit entry naming what changed.
 */

/** The labels of the fields whose values differ, for the audit log ("Property manager phone", not "managerPhone"). */
function changedFields(before: Community, after: Community): string[] {
  return (Object.keys(after) as (keyof Community)[])
    .filter((key) => before[key] !== after[key])
    .map((key) => COMMUNITY_FIELD_LABELS[key]);
}

export async function saveCommunitySettings(
  app: FastifyInstance,
  request: FastifyRequest,
  values: Community,
): Promise<Community> {
  const before = await app.community.read();
  const after = await app.community.save(values);
  await releaseUploads(
    app.db,
    COMMUNITY_IMAGE_FIELDS.filter((field) => before[field] !== after[field]).map((field) => before[field]),
    app.config.communityDefaults,
  );
  const changed = changedFields(before, after);
  await recordAudit(request, {
    action: 'settings',
    kind: 'community',
    objectId: null,
    summary: changed.length ? `Changed ${changed.join(', ')}` : 'Saved without changes',
  });
  return after;
}
