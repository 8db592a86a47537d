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
/** The icon: a file of this site (the installed app's icons and the favicon are made from it). */
function siteImagePath(label: string) {
  return requiredText(label, MAX.url).refine(
    (value) => value.startsWith('/') && !value.startsWith('//') && !value.includes('..'),
    `${label} must be a path on this site, such as /favicon.svg or an uploaded image`,
  );
}

export const communitySchema = z.object({
  name: requiredText('Community name', MAX.name),
  /** The name under the icon of the installed app, where the full name does not fit. */
  shortName: requiredText('Short name', 20),
  /** The installed app's and the browser bar's colour. */
  themeColor: requiredText('Theme colour', 7).regex(
    /^#[0-9a-fA-F]{6}$/,
    'Theme colour must be a colour such as #065f46',
  ),
  icon: siteImagePath('Icon'),
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

export const defaultCommunity: Community = {
  name: 'Cedar Ridge Homeowners Association',
  shortName: 'Cedar Ridge',
  themeColor: '#065f46',
  icon: '/favicon.svg',
  homes: 262,
  parks: '1 large park with playground equipment and 2 pocket parks',
  trails: 'over 2.5 miles of walking trails',
  area: 'an unincorporated county area near Bothell, WA',
  address: '156th St SE & 36th Dr SE, Bothell, WA 98012',
  mapsUrl:
    'https://www.openstreetmap.org/search?query=156th%20St%20SE%20%26%2036th%20Dr%20SE%2C%20Bothell%2C%20WA%2098012',
  groupChatUrl: 'https://example.com/join-our-group-chat',
  mapImage: '/images/community-map.svg',
  heroImage: '/images/community-photo.svg',
  timeZone: 'America/Los_Angeles',
  socialsNoticeMonths: 1,
  managementCompany: 'Evergreen Community Management',
  managerName: 'Jordan Ellis',
  managerPhone: '(425) 555-0142',
  managerFax: '(425) 555-0143',
  managerEmail: 'manager@example.com',
  postalBox: 'PO Box 1234, Bothell, WA 98041',
  ownerPortalUrl: 'https://example.com/owner-portal',
  emergencyContact: 'For emergencies after hours, call 911 first, then the property manager.',
  accApplicationFormUrl: 'https://example.com/acc-application-form.pdf',
  cityName: 'Snohomish County',
  cityUrl: 'https://snohomishcountywa.gov',
  cityPermitsUrl: 'https://snohomishcountywa.gov/5531/Permits',
  termsText:
    'This website is provided by the homeowners association for its residents and visitors.\n\nContent posted by the association is for information only; the governing documents of the association prevail over anything on this site.\n\nAccounts are for residents and staff. Keep your password private and tell the property manager if you think someone else has used your account.\n\nThe association may change these terms; the current version is always on this page.',
  privacyText:
    'We collect only what we need to run the community website: the name, email address and message you send through the contact form, and the username and email address of staff accounts.\n\nContact messages are delivered to the property manager and kept so that they can be answered. Passwords are stored only as salted hashes.\n\nWe do not sell or share your information, use advertising trackers, or load third-party scripts.\n\nTo have your information corrected or removed, contact the property manager.',
};
