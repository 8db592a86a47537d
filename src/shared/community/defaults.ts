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
  voteMinDays: 10,
  quorumPercent: 20,
  cityName: 'Snohomish County',
  cityUrl: 'https://snohomishcountywa.gov',
  cityPermitsUrl: 'https://snohomishcountywa.gov/5531/Permits',
  termsText:
    'This website is provided by the homeowners association for its residents and visitors.\n\nContent posted by the association is for information only; the governing documents of the association prevail over anything on this site.\n\nAccounts are for residents and staff. Keep your password private and tell the property manager if you think someone else has used your account.\n\nThe association may change these terms; the current version is always on this page.',
  // Every kind of personal information the site keeps, in plain words: what, why, who sees it, how
  // long, and how to have it removed (docs/product/site.md, "Privacy"). An association that
  // changes what it does edits this in Settings.
  privacyText: [
    'This website is run by the homeowners association for its residents. This page says what the site stores about you, why, who can see it, how long it is kept and how to have it removed. We do not sell or share your information, use advertising trackers, or load third-party scripts.',
    'Accounts. When you register we store your username, email address, your password (only as a salted hash, never the password itself), your role, the day you joined, whether you confirmed your email address and your email notification choices. While you are signed in, the site keeps a session record (a digest of the sign-in token) for up to 7 days. Administrators see your username, email address, role and the day you joined.',
    'Resident requests and addresses. If you ask to be approved as a resident, we store the home address you give so that an administrator can check it. Administrators see it; it stays with your account until you change it or delete the account.',
    "Architectural review requests, plans and photos. A request stores what you wrote, the address, the dates, the plans and photos you attach, the comments and the committee's decision and letter. Photos are stored without their location and camera details. You and the committee (the administrators) see them. Requests are kept as the association's records of what was approved, also after an account is deleted.",
    "Contact messages. The contact form stores your name, email address, subject and message so that the board can answer you. Administrators see them in the site's inbox, and when the site is set up to send email they are also mailed to the property manager. They are kept until staff delete them.",
    'News by email (the subscriber list). If you subscribe, we store your email address and whether you confirmed it. Administrators see the list and can export it to send the announcements. When you unsubscribe, the address stays on the list marked as unsubscribed so that no announcement reaches it again.',
    "The audit log. When staff add, change or delete something on the site (and when an account is changed), the site records who did it, what and when. Only administrators see the audit log; it is kept as the association's record of changes.",
    "Documents. The document library holds the association's documents; each is shown to everyone, to approved residents or to staff only, as staff choose when they upload it.",
    'Backups. The operator of the site may keep backup copies of the whole database, which hold all of the above; they are replaced as newer ones are made (by default the last 14 days are kept).',
    'To see, correct or remove your information: you can change your email address and delete your account yourself on your account page (deleting it removes the account and its sessions). For anything else, such as a contact message, a subscriber address or a request, contact the property manager or the board through the contact form.',
  ].join('\n\n'),
};
