import { eventsPageDataPaths } from './event-paths.ts';

/**
 * The site's pages: who may open each one and which API reads its server-rendered HTML needs.
 * The server uses it to prefetch data and redirect; the client builds its router from it.
 */
export type PageAccess = 'public' | 'user' | 'admin';

export interface PageContext {
  /** Today in the community's time zone, YYYY-MM-DD. */
  today: string;
}

export interface PageRoute {
  path: string;
  /** The page's own part of the document title. */
  title: string;
  access: PageAccess;
  /** GET API paths whose JSON the page reads through useApiQuery. */
  data?: (context: PageContext) => string[];
  /** Feeds announced in the page head (<link rel="alternate">); href is a site path. */
  feeds?: { title: string; type: string; href: string }[];
}

const NEWS_FEEDS = [{ title: 'Community News', type: 'application/rss+xml', href: '/api/news.rss' }];

/** Keeps each path a literal type, so the client's page map must name exactly these paths. */
function pageTable<Path extends string>(routes: (PageRoute & { path: Path })[]) {
  return routes;
}

export const PAGE_ROUTES = pageTable([
  { path: '/', title: 'Home', access: 'public', data: () => ['/api/links', '/api/hoa'] },
  {
    path: '/newsletter',
    title: 'Community News',
    access: 'public',
    data: () => ['/api/news'],
    feeds: NEWS_FEEDS,
  },
  {
    path: '/Newsletter',
    title: 'Community News',
    access: 'public',
    data: () => ['/api/news'],
    feeds: NEWS_FEEDS,
  },
  { path: '/issues', title: 'Community Issues & Violations', access: 'public', data: () => ['/api/issues'] },
  { path: '/schools', title: 'Schools', access: 'public', data: () => ['/api/schools'] },
  { path: '/faq', title: 'FAQ', access: 'public', data: () => ['/api/faqs'] },
  {
    path: '/acc',
    title: 'Architectural Control Committee (ACC)',
    access: 'public',
    data: () => ['/api/links'],
  },
  { path: '/contactUs', title: 'Contact Us', access: 'public' },
  { path: '/events', title: 'Events', access: 'public', data: ({ today }) => eventsPageDataPaths(today) },
  { path: '/login', title: 'Sign In', access: 'public' },
  { path: '/reset-password', title: 'Reset Password', access: 'public' },
  { path: '/verify-email', title: 'Confirm Email', access: 'public' },
  { path: '/terms', title: 'Terms of Service', access: 'public' },
  { path: '/privacy', title: 'Privacy Policy', access: 'public' },
  { path: '/dashboard', title: 'Dashboard', access: 'user' },
  { path: '/account', title: 'Your Account', access: 'user' },
  { path: '/admin/dashboard', title: 'Dashboard', access: 'user' },
  { path: '/admin/Dashboard', title: 'Dashboard', access: 'user' },
  { path: '/admin/manageSchools', title: 'Manage Schools', access: 'user' },
  { path: '/admin/dashboardEvents', title: 'Manage Events', access: 'user' },
  { path: '/admin/dashboardNews', title: 'Manage News', access: 'user' },
  { path: '/admin/userDashboard', title: 'Manage Users', access: 'admin' },
  { path: '/admin/hoaDashboard', title: 'Manage HOA', access: 'admin' },
  { path: '/admin/faqsDashboard', title: 'Manage FAQs', access: 'admin' },
  { path: '/admin/issuesDashboard', title: 'Manage Issues', access: 'admin' },
  { path: '/admin/importantLinksDashboard', title: 'Manage Important Links', access: 'admin' },
  { path: '/admin/messages', title: 'Messages', access: 'admin' },
  { path: '/admin/settings', title: 'Community Settings', access: 'admin' },
  { path: '/admin/audit', title: 'Audit Log', access: 'admin' },
]);

/** Every path of the table, aliases included. */
export type PagePath = (typeof PAGE_ROUTES)[number]['path'];

const LONGEST_PAGE_PATH = Math.max(...PAGE_ROUTES.map((route) => route.path.length));

/** A path without its trailing slashes ('/' and '//' are the home page), in one linear pass. */
function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname.charCodeAt(end - 1) === 47 /* / */) end -= 1;
  return pathname.slice(0, end);
}

/** Exact match first (the aliases differ only in case), then case-insensitive like the router. */
export function findPageRoute(pathname: string): PageRoute | null {
  const trimmed = withoutTrailingSlashes(pathname);
  if (trimmed.length > LONGEST_PAGE_PATH) return null;
  return (
    PAGE_ROUTES.find((r) => r.path === trimmed) ??
    PAGE_ROUTES.find((r) => r.path.toLowerCase() === trimmed.toLowerCase()) ??
    null
  );
}

/** The document title of a path, the same on the server and after client-side navigation. */
export function pageTitle(pathname: string, communityName: string): string {
  const route = findPageRoute(pathname);
  if (!route) return `Page not found | ${communityName}`;
  return route.path === '/' ? communityName : `${route.title} | ${communityName}`;
}
