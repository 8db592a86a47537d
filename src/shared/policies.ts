import { isAdmin, isModerator, residentStatusOf } from './roles.ts';

/**
 * Who may do what: the one table the server enforces (each API contract names its ability, checked
 * before the body is read; object rules in the handlers) and the client reads to decide which
 * controls to show. A screen never compares roles itself.
 */

/** The signed-in person a rule is asked about (the session's user, or the page's). */
export interface Actor {
  id: string;
  role: string;
  residentStatus?: string;
}

/** The tiers a rule can ask for, from anyone to admins only. */
export type Tier = 'public' | 'user' | 'resident' | 'moderator' | 'admin';

/** Each ability and the tier it takes. Moderators and admins count as approved residents. */
export const ABILITIES = {
  // Staff screens
  /** Open the staff area's shared screens (events and news lists, documents), read-only where the rest says so. */
  'staff.area': 'moderator',
  'events.write': 'admin',
  /** Who replied to an event's occurrence, and its CSV (docs/product/events-rsvp.md). */
  'events.replies': 'moderator',
  'news.write': 'moderator',
  /** Email a news item to the subscribers, and see how those mails went. */
  'announcements.send': 'moderator',
  'documents.write': 'moderator',
  'uploads.write': 'moderator',
  'schools.write': 'admin',
  'faqs.write': 'admin',
  'issues.write': 'admin',
  'links.write': 'admin',
  'board.write': 'admin',
  'users.manage': 'admin',
  'messages.manage': 'admin',
  'subscribers.manage': 'admin',
  'settings.write': 'admin',
  'audit.read': 'admin',
  /** When the last scheduled backup was written, or that it failed (the dashboard). */
  'backups.read': 'admin',
  'arc.review': 'admin',
  /** The roll of homes and who lives where (docs/product/homes.md). */
  'homes.read': 'moderator',
  'homes.manage': 'admin',
  /** Create, schedule, cancel votes, record paper ballots (docs/product/votes.md). */
  'votes.manage': 'admin',
  /** Work resident reports through their workflow, see violations and who reported (docs/product/reports.md). */
  'reports.manage': 'admin',
  // Residents
  'arc.submit': 'resident',
  /** See the community's votes, and cast the home's ballot when eligible. */
  'votes.read': 'resident',
  'votes.cast': 'resident',
  /** Report a problem (maintenance or violation), reopen one's own resolved report. */
  'reports.submit': 'resident',
  /** See maintenance reports and one's own (docs/product/reports.md). */
  'reports.read': 'resident',
  /** "Me too": follow a maintenance report to be mailed at its status changes. */
  'reports.follow': 'resident',
  'documents.residents': 'resident',
  /** The residents' directory: neighbours who chose to be listed (docs/product/homes.md). */
  'directory.read': 'resident',
  'documents.staff': 'moderator',
} as const satisfies Record<string, Tier>;

export type Ability = keyof typeof ABILITIES;

/** What an API contract says about its caller: a tier of its own, or an ability from the table. */
export type Access = 'public' | 'user' | Ability;

/** The tier an access asks for. */
export function tierOf(access: Access): Tier {
  return access === 'public' || access === 'user' ? access : ABILITIES[access];
}

/** Whether the actor (null: signed out) reaches a tier. */
export function reaches(actor: Actor | null | undefined, tier: Tier): boolean {
  if (tier === 'public') return true;
  if (!actor) return false;
  switch (tier) {
    case 'user':
      return true;
    case 'resident':
      return residentStatusOf(actor.role, actor.residentStatus ?? 'none') === 'approved';
    case 'moderator':
      return isModerator(actor.role);
    case 'admin':
      return isAdmin(actor.role);
  }
}

/** Whether the actor may do this. */
export function can(actor: Actor | null | undefined, access: Access): boolean {
  return reaches(actor, tierOf(access));
}

// Object rules: who may see one thing, beyond the tier of the route that serves it.

export type Visibility = 'public' | 'residents' | 'staff';

/** The library's tiers a person sees: everyone public, approved residents also residents', staff all. */
export function visibleDocumentTiers(actor: Actor | null | undefined): Visibility[] {
  if (can(actor, 'documents.staff')) return ['public', 'residents', 'staff'];
  if (can(actor, 'documents.residents')) return ['public', 'residents'];
  return ['public'];
}

/**
 * What an admin may decide about an account's resident access: a plain user's pending request is
 * approved or declined, an approved one revoked; staff are residents by their role, so nothing.
 */
export function residentDecisionFor(account: {
  role: string;
  residentStatus: string;
}): 'decide' | 'revoke' | null {
  if (reaches(account as Actor, 'moderator')) return null;
  if (account.residentStatus === 'pending') return 'decide';
  if (account.residentStatus === 'approved') return 'revoke';
  return null;
}

/**
 * An ACC request is its resident's and the committee's (admins): anyone else is told it does not
 * exist. A deleted account's request (no user any more) is the committee's.
 */
export function canSeeArcRequest(
  actor: Actor | null | undefined,
  request: { userId: string | null },
): boolean {
  return !!actor && (actor.id === request.userId || can(actor, 'arc.review'));
}
