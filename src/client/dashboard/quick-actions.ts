import { can, type Access, type Actor } from '../../shared/policies.ts';

export interface QuickAction {
  title: string;
  to: string;
  description: string;
}

interface Tile extends QuickAction {
  /** Who gets the tile (the ability its screen is for). */
  shownTo: Access;
  /** Said instead of `description` to those who may open the screen but not change it. */
  viewOnly?: { unless: Access; description: string };
}

/** The dashboard's tiles, in order; why moderators get no Manage Events: docs/product/staff-area.md, "Dashboard". */
const TILES: Tile[] = [
  {
    title: 'Manage Events',
    to: '/admin/dashboardEvents',
    description: 'Plan meetings and socials on the calendar.',
    shownTo: 'staff.area',
    // Moderators open the events screen to read it; the server refuses their event writes.
    viewOnly: { unless: 'events.write', description: 'View only: administrators change events.' },
  },
  {
    title: 'Manage News',
    to: '/admin/dashboardNews',
    description: 'Post community news and safety alerts.',
    shownTo: 'news.write',
  },
  {
    title: 'Manage Documents',
    to: '/admin/documents',
    description: 'Upload minutes, budgets, rules and forms for residents.',
    shownTo: 'documents.write',
  },
  {
    title: 'Manage Schools',
    to: '/admin/manageSchools',
    description: 'Keep the list of local schools current.',
    shownTo: 'schools.write',
  },
  {
    title: 'Manage Users',
    to: '/admin/userDashboard',
    description: 'Change roles and remove accounts.',
    shownTo: 'users.manage',
  },
  {
    title: 'Homes',
    to: '/admin/homes',
    description: 'Keep the roll of homes and who lives in each; import or export it as CSV.',
    shownTo: 'homes.read',
    viewOnly: {
      unless: 'homes.manage',
      description: 'View and export the roll of homes; administrators change it.',
    },
  },
  {
    title: 'Votes',
    to: '/admin/votes',
    description: 'Run elections, resolutions and polls; record paper ballots; certify results.',
    shownTo: 'votes.manage',
  },
  {
    title: 'Manage HOA',
    to: '/admin/hoaDashboard',
    description: 'Present the association team.',
    shownTo: 'board.write',
  },
  {
    title: 'Manage FAQs',
    to: '/admin/faqsDashboard',
    description: 'Answer the questions residents ask.',
    shownTo: 'faqs.write',
  },
  {
    title: 'Manage Issues',
    to: '/admin/issuesDashboard',
    description: 'Explain community issues and violations.',
    shownTo: 'issues.write',
  },
  {
    title: 'Manage Important Links',
    to: '/admin/importantLinksDashboard',
    description: 'Curate the links on the home and ACC pages.',
    shownTo: 'links.write',
  },
  {
    title: 'Messages',
    to: '/admin/messages',
    description: 'Read and answer contact messages.',
    shownTo: 'messages.manage',
  },
  {
    title: 'News Subscribers',
    to: '/admin/subscribers',
    description: 'See who gets the news by email, export the list, remove an address.',
    shownTo: 'subscribers.manage',
  },
  {
    title: 'Architectural Review',
    to: '/admin/arc',
    description: 'Decide ACC requests, overdue ones first.',
    shownTo: 'arc.review',
  },
  {
    title: 'Reports',
    to: '/admin/reports',
    description: "Work residents' maintenance and violation reports, oldest first; send notices to homes.",
    shownTo: 'reports.manage',
  },
  {
    title: 'Settings',
    to: '/admin/settings',
    description: 'Edit the community facts the site shows.',
    shownTo: 'settings.write',
  },
  {
    title: 'Audit Log',
    to: '/admin/audit',
    description: 'See who changed what, and when.',
    shownTo: 'audit.read',
  },
];

/** The dashboard's tiles for a person: the screens the policy table opens to them. */
export function quickActionsFor(actor: Actor | null | undefined): QuickAction[] {
  return TILES.filter((tile) => can(actor, tile.shownTo)).map(({ title, to, description, viewOnly }) => ({
    title,
    to,
    description: viewOnly && !can(actor, viewOnly.unless) ? viewOnly.description : description,
  }));
}

/**
 * The residents' area: the places every signed-in person has, on the dashboard (their hub) for
 * staff and residents alike. A resident feature adds its place here (votes, reports, the
 * directory, event replies), shown to those its ability opens it to. Titles differ from the
 * header's link texts, so each link on the page has a name of its own.
 */
const RESIDENT_PLACES: Tile[] = [
  {
    title: 'Document library',
    to: '/documents',
    description: 'Minutes, budgets, rules and forms.',
    shownTo: 'user',
  },
  {
    title: 'Your ACC requests',
    to: '/acc/requests',
    description: 'Ask the committee before you change the outside of your home.',
    shownTo: 'user',
  },
  {
    // Shown to everyone signed in, as the ACC requests are: the page tells a user not yet approved how to be.
    title: "Residents' directory",
    to: '/directory',
    description: 'Find neighbours who chose to be listed.',
    shownTo: 'user',
  },
  {
    // Shown to everyone signed in too: the page tells a user not yet approved why there are no votes.
    title: 'Votes and elections',
    to: '/votes',
    description: "Cast your home's ballot, follow the quorum, see the results.",
    shownTo: 'user',
  },
  {
    // Shown to everyone signed in too: the page tells a user not yet approved how to become a resident.
    title: 'Report a problem',
    to: '/reports',
    description: 'A broken swing, a streetlight out, a rule broken: tell the board and follow it.',
    shownTo: 'user',
  },
];

export function residentPlacesFor(actor: Actor | null | undefined): QuickAction[] {
  return RESIDENT_PLACES.filter((place) => can(actor, place.shownTo)).map(({ title, to, description }) => ({
    title,
    to,
    description,
  }));
}
