import { isAdmin, isModerator } from '../../shared/roles.ts';

export interface QuickAction {
  title: string;
  to: string;
  description: string;
}

const MODERATOR_ACTIONS: QuickAction[] = [
  { title: 'Manage News', to: '/admin/dashboardNews', description: 'Post community news and safety alerts.' },
  {
    title: 'Manage Documents',
    to: '/admin/documents',
    description: 'Upload minutes, budgets, rules and forms for residents.',
  },
];

const ADMIN_ACTIONS: QuickAction[] = [
  {
    title: 'Manage Events',
    to: '/admin/dashboardEvents',
    description: 'Plan meetings and socials on the calendar.',
  },
  ...MODERATOR_ACTIONS,
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
 * The dashboard's tiles for a role, one per screen the role may change: moderators publish news,
 * admins run everything, users have nothing to manage. Events are written by admins only (the
 * server refuses a moderator's writes), so a moderator gets no Manage Events tile: the spec's tile
 * led to a screen that only said they could not change anything.
 */
export function quickActionsFor(role: string): QuickAction[] {
  if (isAdmin(role)) return ADMIN_ACTIONS;
  if (isModerator(role)) return MODERATOR_ACTIONS;
  return [];
}
