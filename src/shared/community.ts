import { z } from 'zod';
import { emailProblem } from './auth.ts';
import { httpUrl, imageAddress, requiredText, wholeNumber } from './fields.ts';
import { MAX } from './limits.ts';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The facts about one community that the public pages show. They are configuration, not code,
 * so another HOA runs the same site with its own file (COMMUNITY_CONFIG).
 */
export const communitySchema = z.object({
  name: requiredText('Community name', MAX.name),
  homes: wholeNumber('Number of homes'),
  parks: requiredText('Parks', MAX.text),
  trails: requiredText('Trails', MAX.text),
  area: requiredText('Area', MAX.text),
  address: requiredText('Address', MAX.name),
  mapsUrl: httpUrl(MAX.url, 'Maps URL'),
  groupChatUrl: httpUrl(MAX.url, 'Group chat URL'),
  mapImage: imageAddress('Map image'),
  heroImage: imageAddress('Hero image'),
  timeZone: requiredText('Time zone', 100).refine(
    isTimeZone,
    'Time zone must be an IANA time zone such as America/Los_Angeles',
  ),
  socialsNoticeMonths: wholeNumber('Socials notice in months'),
  managementCompany: requiredText('Management company', MAX.name),
  managerName: requiredText('Manager name', MAX.name),
  managerPhone: requiredText('Manager phone', 50),
  managerFax: requiredText('Manager fax', 50),
  managerEmail: requiredText('Manager email', MAX.email).refine(
    (value) => emailProblem(value) === null,
    'Manager email must be a valid email address',
  ),
  postalBox: requiredText('Postal box', MAX.name),
  ownerPortalUrl: httpUrl(MAX.url, 'Owner portal URL'),
  emergencyContact: requiredText('Emergency contact', MAX.text),
  accApplicationFormUrl: httpUrl(MAX.url, 'ACC application form URL'),
  cityName: requiredText('City or county name', MAX.name),
  cityUrl: httpUrl(MAX.url, 'City website URL'),
  cityPermitsUrl: httpUrl(MAX.url, 'City permits URL'),
  termsText: requiredText('Terms of service text', 20_000),
  privacyText: requiredText('Privacy policy text', 20_000),
});

export type Community = z.infer<typeof communitySchema>;

/**
 * GET /api/community: the facts, and whether "Forgot password?" can mail a link (not a community
 * fact, so not part of the settings).
 */
export const publicCommunitySchema = communitySchema.extend({ mailEnabled: z.boolean() });
