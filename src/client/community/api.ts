import type { Community } from '../../shared/community.ts';
import { apiPath } from '../api/api-path.ts';
import { apiFetch } from '../api/client.ts';

/** Every community fact as staff last saved it (the configuration's value for any never saved). */
export const communitySettings = apiPath<Community>('/api/community/settings');

export const saveCommunitySettings = (community: Community) =>
  apiFetch<Community>(communitySettings, { method: 'PUT', body: community });
