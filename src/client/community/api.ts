import type { Community } from '../../shared/community/community.ts';
import type { communityContract } from '../../shared/contracts/community.ts';
import { COMMUNITY } from '../../shared/endpoints/community.ts';
import { operations } from '../transport/operations.ts';

const api = operations<typeof communityContract>(COMMUNITY);

/** Every community fact as staff last saved it (the configuration's value for any never saved). */
export const communitySettings = api.settings.address();

export const saveCommunitySettings = (community: Community) => api.save.call({ body: community });
