import type { ComponentType } from 'react';
import type { PagePath } from '../../shared/routes.ts';
import { preloadable, type Preloadable } from '../components/lazy/preloadable.tsx';

/** A page component's module: `src/client/<folder>/<name>.tsx`, whose default export is the page. */
export interface PageModule {
  folder: string;
  name: `${string}Page`;
}

/**
 * The module of each page in the shared page table (src/shared/routes.ts), which says who may open
 * it and what data it is rendered with. Keyed by the table's own paths, so the type checker refuses
 * a page the table lacks and a table path with no page. Every page is a chunk of its own, so a
 * visitor downloads the code of the page they open and no other; the server names the chunk in
 * the page's <head> (modulepreload, from the build manifest), so it loads alongside the entry.
 */
export const PAGE_MODULES: Record<PagePath, PageModule> = {
  '/': { folder: 'home', name: 'HomePage' },
  '/newsletter': { folder: 'news', name: 'NewsPage' },
  '/Newsletter': { folder: 'news', name: 'NewsPage' },
  '/newsletter/:id': { folder: 'news', name: 'NewsItemPage' },
  '/issues': { folder: 'issues', name: 'IssuesPage' },
  '/schools': { folder: 'schools', name: 'SchoolsPage' },
  '/faq': { folder: 'faqs', name: 'FaqPage' },
  '/acc': { folder: 'acc', name: 'AccPage' },
  '/documents': { folder: 'documents', name: 'DocumentsPage' },
  '/contactUs': { folder: 'contact', name: 'ContactPage' },
  '/events': { folder: 'events', name: 'EventsPage' },
  '/events/:id': { folder: 'events', name: 'EventPage' },
  '/login': { folder: 'auth', name: 'LoginPage' },
  '/reset-password': { folder: 'auth', name: 'ResetPasswordPage' },
  '/verify-email': { folder: 'account', name: 'VerifyEmailPage' },
  '/confirm-subscription': { folder: 'subscriptions', name: 'SubscriptionLinkPage' },
  '/unsubscribe': { folder: 'subscriptions', name: 'SubscriptionLinkPage' },
  '/terms': { folder: 'legal', name: 'TermsPage' },
  '/privacy': { folder: 'legal', name: 'PrivacyPage' },
  '/dashboard': { folder: 'dashboard', name: 'DashboardPage' },
  '/account': { folder: 'account', name: 'AccountPage' },
  '/acc/requests': { folder: 'arc-requests', name: 'ArcRequestsPage' },
  '/acc/requests/:id': { folder: 'arc-requests', name: 'ArcRequestsPage' },
  '/admin/dashboard': { folder: 'dashboard', name: 'DashboardPage' },
  '/admin/Dashboard': { folder: 'dashboard', name: 'DashboardPage' },
  '/admin/manageSchools': { folder: 'schools', name: 'SchoolsAdminPage' },
  '/admin/dashboardEvents': { folder: 'events', name: 'EventsAdminPage' },
  '/admin/manageEvents': { folder: 'events', name: 'EventsAdminPage' },
  '/admin/dashboardNews': { folder: 'news', name: 'NewsAdminPage' },
  '/admin/userDashboard': { folder: 'users', name: 'UsersAdminPage' },
  '/admin/hoaDashboard': { folder: 'hoa', name: 'HoaAdminPage' },
  '/admin/faqsDashboard': { folder: 'faqs', name: 'FaqsAdminPage' },
  '/admin/issuesDashboard': { folder: 'issues', name: 'IssuesAdminPage' },
  '/admin/importantLinksDashboard': { folder: 'links', name: 'LinksAdminPage' },
  '/admin/messages': { folder: 'contact', name: 'MessagesAdminPage' },
  '/admin/settings': { folder: 'community', name: 'SettingsAdminPage' },
  '/admin/audit': { folder: 'audit', name: 'AuditPage' },
  '/admin/subscribers': { folder: 'subscriptions', name: 'SubscribersAdminPage' },
  '/admin/arc': { folder: 'arc-requests', name: 'ArcRequestsPage' },
  '/admin/documents': { folder: 'documents', name: 'DocumentsAdminPage' },
};

/** The source file of a page module, as the build manifest names it. */
export function pageSourceFile({ folder, name }: PageModule): string {
  return `src/client/${folder}/${name}.tsx`;
}

// One component per module, shared by its aliases (/newsletter and /Newsletter).
const byFile = new Map<string, Preloadable<object>>();

function pageComponent(page: PageModule): Preloadable<object> {
  const file = pageSourceFile(page);
  let component = byFile.get(file);
  if (!component) {
    const { folder, name } = page;
    // The bundler turns this into one chunk per file matching ../*/*Page.tsx; Node imports the file.
    component = preloadable(async () => {
      const module = (await import(`../${folder}/${name.slice(0, -'Page'.length)}Page.tsx`)) as {
        default: ComponentType;
      };
      return module.default;
    });
    byFile.set(file, component);
  }
  return component;
}

/** The component of each page, loaded on demand. */
export const PAGES = Object.fromEntries(
  Object.entries(PAGE_MODULES).map(([path, page]) => [path, pageComponent(page)]),
) as Record<PagePath, Preloadable<object>>;
