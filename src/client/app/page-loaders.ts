import type { ComponentType } from 'react';
import type { PageModuleName } from '../../shared/routes.ts';

export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * Each page module of the page table, loaded on demand: one literal import() per page, which the
 * type checker follows (a module that is missing, or has no default export, fails the build) and
 * the bundler turns into the page's own chunk. Not part of any page's first load: the browser loads
 * this map with the site map (`site-map.tsx`) when it first navigates, and the page it hydrates by
 * the address the server gave (`PageState.page`).
 */
export const PAGE_LOADERS = {
  'arc-requests/AccPage': () => import('../arc-requests/AccPage.tsx'),
  'account/AccountPage': () => import('../account/AccountPage.tsx'),
  'account/VerifyEmailPage': () => import('../account/VerifyEmailPage.tsx'),
  'arc-requests/ArcRequestsPage': () => import('../arc-requests/ArcRequestsPage.tsx'),
  'audit/AuditPage': () => import('../audit/AuditPage.tsx'),
  'auth/LoginPage': () => import('../auth/LoginPage.tsx'),
  'auth/ResetPasswordPage': () => import('../auth/ResetPasswordPage.tsx'),
  'community/SettingsAdminPage': () => import('../community/SettingsAdminPage.tsx'),
  'contact/ContactPage': () => import('../contact/ContactPage.tsx'),
  'contact/MessagesAdminPage': () => import('../contact/MessagesAdminPage.tsx'),
  'dashboard/DashboardPage': () => import('../dashboard/DashboardPage.tsx'),
  'directory/DirectoryPage': () => import('../directory/DirectoryPage.tsx'),
  'documents/DocumentsAdminPage': () => import('../documents/DocumentsAdminPage.tsx'),
  'documents/DocumentsPage': () => import('../documents/DocumentsPage.tsx'),
  'events/EventPage': () => import('../events/EventPage.tsx'),
  'events/EventsAdminPage': () => import('../events/EventsAdminPage.tsx'),
  'events/EventsPage': () => import('../events/EventsPage.tsx'),
  'faqs/FaqPage': () => import('../faqs/FaqPage.tsx'),
  'faqs/FaqsAdminPage': () => import('../faqs/FaqsAdminPage.tsx'),
  'board/BoardAdminPage': () => import('../board/BoardAdminPage.tsx'),
  'home/HomePage': () => import('../home/HomePage.tsx'),
  'homes/HomesAdminPage': () => import('../homes/HomesAdminPage.tsx'),
  'issues/IssuesAdminPage': () => import('../issues/IssuesAdminPage.tsx'),
  'issues/IssuesPage': () => import('../issues/IssuesPage.tsx'),
  'legal/PrivacyPage': () => import('../legal/PrivacyPage.tsx'),
  'legal/TermsPage': () => import('../legal/TermsPage.tsx'),
  'links/LinksAdminPage': () => import('../links/LinksAdminPage.tsx'),
  'news/NewsAdminPage': () => import('../news/NewsAdminPage.tsx'),
  'news/NewsItemPage': () => import('../news/NewsItemPage.tsx'),
  'news/NewsPage': () => import('../news/NewsPage.tsx'),
  'schools/SchoolsAdminPage': () => import('../schools/SchoolsAdminPage.tsx'),
  'schools/SchoolsPage': () => import('../schools/SchoolsPage.tsx'),
  'subscriptions/SubscribersAdminPage': () => import('../subscriptions/SubscribersAdminPage.tsx'),
  'subscriptions/SubscriptionLinkPage': () => import('../subscriptions/SubscriptionLinkPage.tsx'),
  'users/UsersAdminPage': () => import('../users/UsersAdminPage.tsx'),
  'reports/ReportPage': () => import('../reports/ReportPage.tsx'),
  'reports/ReportsAdminPage': () => import('../reports/ReportsAdminPage.tsx'),
  'reports/ReportsPage': () => import('../reports/ReportsPage.tsx'),
  'votes/VotePage': () => import('../votes/VotePage.tsx'),
  'votes/VotesAdminPage': () => import('../votes/VotesAdminPage.tsx'),
  'votes/VotesPage': () => import('../votes/VotesPage.tsx'),
} satisfies Record<PageModuleName, PageLoader>;

/** The source file of a page module, as the build manifest names it. */
export const pageSourceFile = (page: PageModuleName) => `src/client/${page}.tsx`;
