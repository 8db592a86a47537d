import { isAdmin, isModerator } from '../../shared/roles.ts';

export interface QuickAction {
  title: string;
  to: string;
  description: string;
}

const EVENTS_TILE = { title: 'Manage Events', to: '/admin/dashboardEvents' };

const NEWS_AND_DOCUMENTS: QuickAction[] = [
  { title: 'Manage News', to: '/admin/dashboardNews', description: 'Post community news and safety alerts.' },
  {
    title: 'Manage Documents',
    to: '/admin/documents',
    description: 'Upload minutes, budgets, rules and forms for residents.',
  },
];

/** Moderators read the events screen; the server refuses their event writes, and the tile says so. */
const MODERATOR_ACTIONS: QuickAction[] = [
  { ...EVENTS_TILE, description: 'View only: administrators change events.' },
  ...NEWS_AND_DOCUMENTS,
];

const ADMIN_ACTIONS: QuickAction[] = [
  { ...EVENTS_TILE, description: 'Plan meetings and socials on the calendar.' },
  ...NEWS_AND_DOCUMENTS,
  {
    title: 'Manage Schools',
    to: '/admin/manageSchools',
    description: 'Keep the list of local schools current.',
  },
  { title: 'Manage Users', to: '/admin/userDashboard', description: 'Change roles and remove accounts.' },
  { title: 'Manage HOA', to: '/admin/hoaDashboard', description: 'Present the association team.' },
  { title: 'Manage FAQs', to: '/admin/faqsDashboard', description: 'Answer the questions residents ask.' },
  {
    title: 'Manage Issues',
    to: '/admin/issuesDashboard',
    description: 'Explain community issues and violations.',
  },
  {
    title: 'Manage Important Links',
    to: '/admin/importantLinksDashboard',
    description: 'Curate the links on the home and ACC pages.',
  },
  { title: 'Messages', to: '/admin/messages', description: 'Read and answer contact messages.' },
  {
    title: 'News Subscribers',
    to: '/admin/subscribers',
    description: 'See who gets the news by email, export the list, remove an address.',
  },
  {
    title: 'Architectural Review',
    to: '/admin/arc',
    description: 'Decide ACC requests, overdue ones first.',
  },
  { title: 'Settings', to: '/admin/settings', description: 'Edit the community facts the site shows.' },
  { title: 'Audit Log', to: '/admin/audit', description: 'See who changed what, and when.' },
];

/**
 * The dashboard's tiles for a role: the spec gives Manage Events and Manage News to moderators and
 * admins and the rest to admins; users have nothing to manage. A moderator's events tile says it is
 * view-only, so it does not promise a screen they cannot change.
 */
export function quickActionsFor(role: string): QuickAction[] {
  if (isAdmin(role)) return ADMIN_ACTIONS;
  if (isModerator(role)) return MODERATOR_ACTIONS;
  return [];
}
