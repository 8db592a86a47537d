import type { Community } from '../../shared/community.ts';
import { apiFetch } from '../api/client.ts';

export const SETTINGS_PATH = '/api/community/settings';

export const saveCommunitySettings = (community: Community) =>
  apiFetch<Community>(SETTINGS_PATH, { method: 'PUT', body: community });
