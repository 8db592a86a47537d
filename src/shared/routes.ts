import { addressOf } from './contract.ts';
import type { Access } from './policies.ts';
import { BOARD } from './endpoints/board.ts';
import { documentListAddress } from './endpoints/documents.ts';
import { EVENTS } from './endpoints/events.ts';
import { FAQS } from './endpoints/faqs.ts';
import { HOMES } from './endpoints/homes.ts';
import { ISSUES } from './endpoints/issues.ts';
import { LINKS } from './endpoints/links.ts';
import { currentAlertsAddress, latestNewsAddress, NEWS, newsPageAddress } from './endpoints/news.ts';
import { REPORTS } from './endpoints/reports.ts';
import { SCHOOLS } from './endpoints/schools.ts';
import { VOTES } from './endpoints/votes.ts';
import { eventsPageDataPaths } from './events/page-view.ts';
import { upcomingEventsPath } from './events/paths.ts';
import { notFoundTitle, titled } from './page-titles.ts';

/**
 * The site's pages: who may open each one and which API reads its server-rendered HTML needs.
 * The server uses it to prefetch data and redirect; the client builds its router from it.
 */
/** Who may open a page: the policy table's own words (src/shared/policies.ts), as for API routes. */
export type PageAccess = Access;

export interface PageContext {
  /** Today in the community's time zone, YYYY-MM-DD. */
  today: string;
  /** The path's parameters (`:id`), decoded; the API checks them. */
  params: Record<string, string>;
  /** The page address's query, for pages whose view lives in it (/events). */
  search: URLSearchParams;
}

export interface PageRoute {
  path: string;
  /**
   * The page's component: `src/client/<page>.tsx`, whose default export it is. The client loads it
   * by this name (`src/client/app/page-loaders.ts`), the server names its chunk in the page's head.
   */
  page: PageModule;
  /** The page's own part of the document title. */
  title: string;
  access: PageAccess;
  /** GET API paths whose JSON the page reads through useApiQuery. */
  data?: (context: PageContext) => string[];
  /** Feeds announced in the page head (<link rel="alternate">); href is a site path. */
  feeds?: { title: string; type: string; href: string }[];
  /**
   * The read a page about one record is rendered from: when it finds nothing (404, or an id that
   * is not valid), the page answers the 404 page with HTTP 404.
   */
  item?: (params: Record<string, string>) => string;
  /** False keeps a public page out of the sitemap and asks search engines not to index it. */
  indexed?: boolean;
}

/** The GET paths of one event and one news item (the pages about them read these). */
export const eventItemPath = (id: string) => addressOf(EVENTS.one, { params: { id } });
export const newsItemPath = (id: string) => addressOf(NEWS.one, { params: { id } });
/** The GET path of one vote, which /votes/:id reads (as the visitor: with their home's status). */
export const voteItemPath = (id: string) => addressOf(VOTES.one, { params: { id } });

/** The GET path of one report, which /reports/:id reads (as the visitor: a violation is theirs or 404). */
export const reportItemPath = (id: string) => addressOf(REPORTS.one, { params: { id } });

const NEWS_FEEDS = [{ title: 'Community News', type: 'application/rss+xml', href: NEWS.feed.path }];

/** Keeps each path and module a literal type, so the client's loaders must name exactly these modules. */
function pageTable<Path extends string, Module extends PageModule>(
  routes: (PageRoute & { path: Path; page: Module })[],
) {
  return routes;
}

/** A page component's module under src/client: a domain folder and a name ending in "Page". */
export type PageModule = `${string}/${string}Page`;

export const PAGE_ROUTES = pageTable([
  {
    path: '/',
    page: 'home/HomePage',
    title: 'Home',
    access: 'public',
    // What's happening: current alerts, the latest news and the next events (the events page's own
    // upcoming read, so both pages share it), then the links and the board.
    data: ({ today }) => [
      currentAlertsAddress(today),
      latestNewsAddress,
      upcomingEventsPath(today),
      LINKS.list.path,
      BOARD.list.path,
    ],
  },
  {
    path: '/newsletter',
    page: 'news/NewsPage',
    title: 'Community News',
    access: 'public',
    data: ({ search }) => [newsPageAddress(search), NEWS.years.path],
    feeds: NEWS_FEEDS,
  },
  {
    path: '/Newsletter',
    page: 'news/NewsPage',
    title: 'Community News',
    access: 'public',
    data: ({ search }) => [newsPageAddress(search), NEWS.years.path],
    feeds: NEWS_FEEDS,
  },
  {
    path: '/newsletter/:id',
    page: 'news/NewsItemPage',
    title: 'Community News',
    access: 'public',
    data: ({ params }) => [newsItemPath(params.id!)],
    item: (params) => newsItemPath(params.id!),
  },
  {
    path: '/issues',
    page: 'issues/IssuesPage',
    title: 'Community Issues & Violations',
    access: 'public',
    data: () => [ISSUES.list.path],
  },
  {
    path: '/schools',
    page: 'schools/SchoolsPage',
    title: 'Schools',
    access: 'public',
    data: () => [SCHOOLS.list.path],
  },
  {
    path: '/faq',
    page: 'faqs/FaqPage',
    title: 'FAQ',
    access: 'public',
    data: () => [FAQS.list.path],
  },
  {
    path: '/acc',
    page: 'arc-requests/AccPage',
    title: 'Architectural Control Committee (ACC)',
    access: 'public',
    data: () => [LINKS.list.path],
  },
  {
    path: '/documents',
    page: 'documents/DocumentsPage',
    title: 'Documents',
    access: 'public',
    data: ({ search }) => [documentListAddress(search)],
  },
  {
    path: '/contactUs',
    page: 'contact/ContactPage',
    title: 'Contact Us',
    access: 'public',
  },
  {
    path: '/events',
    page: 'events/EventsPage',
    title: 'Events',
    access: 'public',
    data: ({ today, search }) => eventsPageDataPaths(today, search),
  },
  {
    path: '/events/:id',
    page: 'events/EventPage',
    title: 'Event',
    access: 'public',
    data: ({ params }) => [eventItemPath(params.id!)],
    item: (params) => eventItemPath(params.id!),
  },
  {
    path: '/login',
    page: 'auth/LoginPage',
    title: 'Sign In',
    access: 'public',
    indexed: false,
  },
  {
    path: '/reset-password',
    page: 'auth/ResetPasswordPage',
    title: 'Reset Password',
    access: 'public',
    indexed: false,
  },
  {
    path: '/verify-email',
    page: 'account/VerifyEmailPage',
    title: 'Confirm Email',
    access: 'public',
    indexed: false,
  },
  {
    path: '/confirm-subscription',
    page: 'subscriptions/SubscriptionLinkPage',
    title: 'Confirm Subscription',
    access: 'public',
    indexed: false,
  },
  {
    path: '/unsubscribe',
    page: 'subscriptions/SubscriptionLinkPage',
    title: 'Unsubscribe',
    access: 'public',
    indexed: false,
  },
  {
    path: '/terms',
    page: 'legal/TermsPage',
    title: 'Terms of Service',
    access: 'public',
  },
  {
    path: '/privacy',
    page: 'legal/PrivacyPage',
    title: 'Privacy Policy',
    access: 'public',
  },
  { path: '/dashboard', page: 'dashboard/DashboardPage', title: 'Dashboard', access: 'user' },
  { path: '/account', page: 'account/AccountPage', title: 'Your Account', access: 'user' },
  { path: '/acc/requests', page: 'arc-requests/ArcRequestsPage', title: 'Your ACC Requests', access: 'user' },
  // Signed in: approved residents see the neighbours, anyone else why not (the API refuses them).
  { path: '/directory', page: 'directory/DirectoryPage', title: "Residents' Directory", access: 'user' },
  { path: '/acc/requests/:id', page: 'arc-requests/ArcRequestsPage', title: 'ACC Request', access: 'user' },
  // Signed-in members open the votes pages; the pages themselves tell a member who is not an
  // approved resident why they see no votes (the API refuses them the reads).
  {
    path: '/votes',
    page: 'votes/VotesPage',
    title: 'Votes',
    access: 'user',
    data: () => [VOTES.list.path],
  },
  {
    path: '/votes/:id',
    page: 'votes/VotePage',
    title: 'Vote',
    access: 'user',
    data: ({ params }) => [voteItemPath(params.id!)],
    item: (params) => voteItemPath(params.id!),
  },
  // Resident reports (docs/product/reports.md): signed-in members open the pages; the pages tell a
  // member who is not an approved resident why they cannot report (the API refuses them).
  { path: '/reports', page: 'reports/ReportsPage', title: 'Report a Problem', access: 'user' },
  {
    path: '/reports/:id',
    page: 'reports/ReportPage',
    title: 'Report',
    access: 'user',
    data: ({ params }) => [reportItemPath(params.id!)],
    item: (params) => reportItemPath(params.id!),
  },
  { path: '/admin/dashboard', page: 'dashboard/DashboardPage', title: 'Dashboard', access: 'user' },
  { path: '/admin/Dashboard', page: 'dashboard/DashboardPage', title: 'Dashboard', access: 'user' },
  { path: '/admin/manageSchools', page: 'schools/SchoolsAdminPage', title: 'Manage Schools', access: 'user' },
  { path: '/admin/dashboardEvents', page: 'events/EventsAdminPage', title: 'Manage Events', access: 'user' },
  // The schools screen is /admin/manageSchools; the same spelling for events is an alias.
  { path: '/admin/manageEvents', page: 'events/EventsAdminPage', title: 'Manage Events', access: 'user' },
  { path: '/admin/dashboardNews', page: 'news/NewsAdminPage', title: 'Manage News', access: 'user' },
  {
    path: '/admin/userDashboard',
    page: 'users/UsersAdminPage',
    title: 'Manage Users',
    access: 'users.manage',
  },
  { path: '/admin/hoaDashboard', page: 'board/BoardAdminPage', title: 'Manage HOA', access: 'board.write' },
  { path: '/admin/faqsDashboard', page: 'faqs/FaqsAdminPage', title: 'Manage FAQs', access: 'faqs.write' },
  {
    path: '/admin/issuesDashboard',
    page: 'issues/IssuesAdminPage',
    title: 'Manage Issues',
    access: 'issues.write',
  },
  {
    path: '/admin/importantLinksDashboard',
    page: 'links/LinksAdminPage',
    title: 'Manage Important Links',
    access: 'links.write',
  },
  {
    path: '/admin/messages',
    page: 'contact/MessagesAdminPage',
    title: 'Messages',
    access: 'messages.manage',
  },
  {
    path: '/admin/settings',
    page: 'community/SettingsAdminPage',
    title: 'Community Settings',
    access: 'settings.write',
  },
  { path: '/admin/audit', page: 'audit/AuditPage', title: 'Audit Log', access: 'audit.read' },
  {
    path: '/admin/subscribers',
    page: 'subscriptions/SubscribersAdminPage',
    title: 'News Subscribers',
    access: 'subscribers.manage',
  },
  {
    path: '/admin/arc',
    page: 'arc-requests/ArcRequestsPage',
    title: 'Architectural Review',
    access: 'arc.review',
  },
  {
    path: '/admin/homes',
    page: 'homes/HomesAdminPage',
    title: 'Homes',
    access: 'homes.read',
    // The roll travels with the page's state (read as the visitor), so the table shows without a
    // second request; the screen itself is drawn in the browser like every staff screen.
    data: () => [HOMES.list.path],
  },
  {
    path: '/admin/votes',
    page: 'votes/VotesAdminPage',
    title: 'Manage Votes',
    access: 'votes.manage',
    data: () => [VOTES.list.path],
  },
  {
    path: '/admin/reports',
    page: 'reports/ReportsAdminPage',
    title: 'Resident Reports',
    access: 'reports.manage',
  },
  {
    path: '/admin/documents',
    page: 'documents/DocumentsAdminPage',
    title: 'Manage Documents',
    access: 'user',
  },
]);

/** Every path of the table, aliases included. */
export type PagePath = (typeof PAGE_ROUTES)[number]['path'];
/** Every page module of the table. */
export type PageModuleName = (typeof PAGE_ROUTES)[number]['page'];

/** A page address is short; anything far longer is no page (checked before any matching). */
const LONGEST_PAGE_PATH = Math.max(...PAGE_ROUTES.map((route) => route.path.length)) + 3 * 64;

/** A path without its trailing slashes ('/' and '//' are the home page), in one linear pass. */
function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname.charCodeAt(end - 1) === 47 /* / */) end -= 1;
  return pathname.slice(0, end);
}

export interface PageMatch {
  route: PageRoute;
  /** The `:name` segments of the route, decoded. */
  params: Record<string, string>;
}

/**
 * A pattern's parameters from a path, or null when the path is not of that pattern. Segments are
 * compared case-insensitively like the router.
 */
function matchPattern(pattern: string, path: string): Record<string, string> | null {
  if (!pattern.includes(':')) return pattern.toLowerCase() === path.toLowerCase() ? {} : null;
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i]!;
    if (!segment.startsWith(':')) {
      if (segment.toLowerCase() !== have[i]!.toLowerCase()) return null;
      continue;
    }
    let value: string;
    try {
      value = decodeURIComponent(have[i]!);
    } catch {
      return null;
    }
    if (!value) return null;
    // Any id matches: the page's record read refuses one that cannot be (400) and the page is a 404.
    params[segment.slice(1)] = value;
  }
  return params;
}

/**
 * The page of a path and its parameters: an exact match first (the aliases differ only in case),
 * then case-insensitively like the router.
 */
export function matchPageRoute(pathname: string): PageMatch | null {
  const trimmed = withoutTrailingSlashes(pathname);
  if (trimmed.length > LONGEST_PAGE_PATH) return null;
  const exact = PAGE_ROUTES.find((r) => r.path === trimmed);
  if (exact) return { route: exact, params: {} };
  for (const route of PAGE_ROUTES) {
    const params = matchPattern(route.path, trimmed);
    if (params) return { route, params };
  }
  return null;
}

export function findPageRoute(pathname: string): PageRoute | null {
  return matchPageRoute(pathname)?.route ?? null;
}

/**
 * The one address of a page: its first spelling in the table (an alias that differs only in case,
 * such as /Newsletter, is served by the same page) with its parameters filled in.
 */
export function canonicalPath(match: PageMatch): string {
  const first = PAGE_ROUTES.find((r) => r.path.toLowerCase() === match.route.path.toLowerCase())!;
  return first.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(match.params[name] ?? ''),
  );
}

/**
 * The document title of a path, the same on the server and after client-side navigation. A page
 * about one record is titled by it (`itemTitle`) once it is known.
 */
export function pageTitle(pathname: string, communityName: string, itemTitle?: string): string {
  const route = findPageRoute(pathname);
  if (!route) return notFoundTitle(communityName);
  if (itemTitle) return titled(itemTitle, communityName);
  return route.path === '/' ? communityName : titled(route.title, communityName);
}
