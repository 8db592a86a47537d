import { z } from 'zod';
import { emailProblem } from '../auth.ts';
import { httpUrl, imageAddress, requiredText, wholeNumber } from '../fields.ts';
import { MAX } from '../limits.ts';
import { ADDRESS_PLACEHOLDER } from '../maps.ts';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * What each community fact is called wherever a person reads it: the settings form's labels, the
 * validation messages and the audit log's "Changed ..." lines.
 */
export const COMMUNITY_FIELD_LABELS = {
  name: 'Community name',
  shortName: 'Short name (under the icon of the installed site)',
  themeColor: 'Theme colour',
  icon: 'Icon',
  homes: 'Number of homes',
  parks: 'Parks',
  trails: 'Trails',
  area: 'Area',
  address: 'Address',
  mapsSearchUrl: 'Maps search address',
  groupChatUrl: 'Group chat URL',
  mapImage: 'Map image',
  heroImage: 'Hero image',
  timeZone: 'Time zone',
  socialsNoticeMonths: 'Socials announced this many months ahead',
  managementCompany: 'Management company',
  managerName: 'Property manager name',
  managerPhone: 'Property manager phone',
  managerFax: 'Property manager fax',
  managerEmail: 'Property manager email',
  postalBox: 'Postal box',
  ownerPortalUrl: 'Owner portal URL',
  emergencyContact: 'Emergency contact',
  accApplicationFormUrl: 'ACC application form URL',
  arcReviewDays: 'Days the ACC has to decide a request',
  voteMinDays: 'Shortest election or resolution, in days',
  quorumPercent: 'Quorum, in percent of the eligible homes',
  cityName: 'City or county name',
  cityUrl: 'City website URL',
  cityPermitsUrl: 'City permits URL',
  termsText: 'Terms of service text',
  privacyText: 'Privacy policy text',
} as const;

const L = COMMUNITY_FIELD_LABELS;

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
  name: requiredText(L.name, MAX.name),
  /** The name under the icon of the installed app, where the full name does not fit. */
  shortName: requiredText(L.shortName, 20),
  /** The installed app's and the browser bar's colour. */
  themeColor: requiredText(L.themeColor, 7).regex(
    /^#[0-9a-fA-F]{6}$/,
    `${L.themeColor} must be a colour such as #065f46`,
  ),
  icon: siteImagePath(L.icon),
  homes: wholeNumber(L.homes),
  parks: requiredText(L.parks, MAX.text),
  trails: requiredText(L.trails, MAX.text),
  area: requiredText(L.area, MAX.text),
  address: requiredText(L.address, MAX.name),
  mapsSearchUrl: httpUrl(MAX.url, L.mapsSearchUrl).refine(
    (value) => value.includes(ADDRESS_PLACEHOLDER),
    `${L.mapsSearchUrl} must contain ${ADDRESS_PLACEHOLDER} where the address goes`,
  ),
  groupChatUrl: httpUrl(MAX.url, L.groupChatUrl),
  mapImage: imageAddress(L.mapImage),
  heroImage: imageAddress(L.heroImage),
  timeZone: requiredText(L.timeZone, 100).refine(
    isTimeZone,
    'Time zone must be an IANA time zone such as America/Los_Angeles',
  ),
  socialsNoticeMonths: wholeNumber(L.socialsNoticeMonths),
  managementCompany: requiredText(L.managementCompany, MAX.name),
  managerName: requiredText(L.managerName, MAX.name),
  managerPhone: requiredText(L.managerPhone, 50),
  managerFax: requiredText(L.managerFax, 50),
  managerEmail: requiredText(L.managerEmail, MAX.email).refine(
    (value) => emailProblem(value) === null,
    `${L.managerEmail} must be a valid email address`,
  ),
  postalBox: requiredText(L.postalBox, MAX.name),
  ownerPortalUrl: httpUrl(MAX.url, L.ownerPortalUrl),
  emergencyContact: requiredText(L.emergencyContact, MAX.text),
  accApplicationFormUrl: httpUrl(MAX.url, L.accApplicationFormUrl),
  /** The review period of the CC&Rs: a request's decision is due this many days after it was submitted. */
  arcReviewDays: wholeNumber(L.arcReviewDays).max(365, `${L.arcReviewDays} cannot exceed 365`),
  /** The bylaws' shortest ballot window (Washington: a notice at least 10 days before the deadline). */
  voteMinDays: wholeNumber(L.voteMinDays).max(90, `${L.voteMinDays} cannot exceed 90`),
  /** The bylaws' quorum, the default of every new vote. */
  quorumPercent: z
    .number({ error: `${L.quorumPercent} must be a number` })
    .int(`${L.quorumPercent} must be a whole number`)
    .min(0, `${L.quorumPercent} must be between 0 and 100`)
    .max(100, `${L.quorumPercent} must be between 0 and 100`),
  cityName: requiredText(L.cityName, MAX.name),
  cityUrl: httpUrl(MAX.url, L.cityUrl),
  cityPermitsUrl: httpUrl(MAX.url, L.cityPermitsUrl),
  termsText: requiredText(L.termsText, 20_000),
  privacyText: requiredText(L.privacyText, 20_000),
});

export type Community = z.infer<typeof communitySchema>;

/**
 * GET /api/community, and the facts every page comes with: the settings, and whether the site can
 * send mail at all (SMTP configured; not a community fact, so not part of the settings). Every
 * screen that promises or offers mail reads this one `mailEnabled` (docs/product/site.md, "Mail").
 */
export const publicCommunitySchema = communitySchema.extend({ mailEnabled: z.boolean() });
export type PublicCommunity = z.infer<typeof publicCommunitySchema>;
