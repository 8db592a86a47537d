import type { Community } from './community.ts';
import { DEFAULT_MAPS_SEARCH_URL } from '../maps.ts';

/**
 * The built-in community facts (overridden by COMMUNITY_CONFIG and Settings). A module of its own,
 * apart from the schema, so the browser's entry can read them without loading zod.
 */
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
  mapsSearchUrl: DEFAULT_MAPS_SEARCH_URL,
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
  arcReviewDays: 30,
  cityName: 'Snohomish County',
  cityUrl: 'https://snohomishcountywa.gov',
  cityPermitsUrl: 'https://snohomishcountywa.gov/5531/Permits',
  termsText:
    'This website is provided by the homeowners association for its residents and visitors.\n\nContent posted by the association is for information only; the governing documents of the association prevail over anything on this site.\n\nAccounts are for residents and staff. Keep your password private and tell the property manager if you think someone else has used your account.\n\nThe association may change these terms; the current version is always on this page.',
  privacyText:
    'We collect only what we need to run the community website: the name, email address and message you send through the contact form, and the username and email address of staff accounts.\n\nContact messages are delivered to the property manager and kept so that they can be answered. Passwords are stored only as salted hashes.\n\nWe do not sell or share your information, use advertising trackers, or load third-party scripts.\n\nTo have your information corrected or removed, contact the property manager.',
};
