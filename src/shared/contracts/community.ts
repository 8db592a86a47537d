import { communitySchema, publicCommunitySchema } from '../community/community.ts';
import { contract } from '../contract.ts';
import { COMMUNITY } from '../endpoints/community.ts';

export const communityContract = {
  read: contract(COMMUNITY.read, { responses: { 200: publicCommunitySchema } }),
  settings: contract(COMMUNITY.settings, { responses: { 200: communitySchema } }),
  save: contract(COMMUNITY.save, { body: communitySchema, responses: { 200: communitySchema } }),
};
