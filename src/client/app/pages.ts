import { lazy, type ComponentType } from 'react';
import type { PagePath } from '../../shared/routes.ts';
import AccPage from '../acc/AccPage.tsx';
import VerifyEmailPage from '../account/VerifyEmailPage.tsx';
import LoginPage from '../auth/LoginPage.tsx';
import ResetPasswordPage from '../auth/ResetPasswordPage.tsx';
import ContactPage from '../contact/ContactPage.tsx';
import EventPage from '../events/EventPage.tsx';
import EventsPage from '../events/EventsPage.tsx';
import FaqPage from '../faqs/FaqPage.tsx';
import HomePage from '../home/HomePage.tsx';
import IssuesPage from '../issues/IssuesPage.tsx';
import PrivacyPage from '../legal/PrivacyPage.tsx';
import TermsPage from '../legal/TermsPage.tsx';
import NewsItemPage from '../news/NewsItemPage.tsx';
import NewsPage from '../news/NewsPage.tsx';
import SchoolsPage from '../schools/SchoolsPage.tsx';

// Staff screens are their own chunks: visitors never download them. Public pages are in the main
// bundle, so the server renders them whole.
const DashboardPage = lazy(() => import('../dashboard/DashboardPage.tsx'));
const EventsAdminPage = lazy(() => import('../events/EventsAdminPage.tsx'));

/**
 * The component of each page in the shared page table (src/shared/routes.ts), which says who may
 * open it and what data it is rendered with. Keyed by the table's own paths, so the type checker
 * refuses a page the table lacks and a table path with no page.
 */
export const PAGES: Record<PagePath, ComponentType> = {
  '/': HomePage,
  '/newsletter': NewsPage,
  '/Newsletter': NewsPage,
  '/newsletter/:id': NewsItemPage,
  '/issues': IssuesPage,
  '/schools': SchoolsPage,
  '/faq': FaqPage,
  '/acc': AccPage,
  '/contactUs': ContactPage,
  '/events': EventsPage,
  '/events/:id': EventPage,
  '/login': LoginPage,
  '/reset-password': ResetPasswordPage,
  '/verify-email': VerifyEmailPage,
  '/terms': TermsPage,
  '/privacy': PrivacyPage,
  '/dashboard': DashboardPage,
  '/account': lazy(() => import('../account/AccountPage.tsx')),
  '/admin/dashboard': DashboardPage,
  '/admin/Dashboard': DashboardPage,
  '/admin/manageSchools': lazy(() => import('../schools/SchoolsAdminPage.tsx')),
  '/admin/dashboardEvents': EventsAdminPage,
  '/admin/manageEvents': EventsAdminPage,
  '/admin/dashboardNews': lazy(() => import('../news/NewsAdminPage.tsx')),
  '/admin/userDashboard': lazy(() => import('../users/UsersAdminPage.tsx')),
  '/admin/hoaDashboard': lazy(() => import('../hoa/HoaAdminPage.tsx')),
  '/admin/faqsDashboard': lazy(() => import('../faqs/FaqsAdminPage.tsx')),
  '/admin/issuesDashboard': lazy(() => import('../issues/IssuesAdminPage.tsx')),
  '/admin/importantLinksDashboard': lazy(() => import('../links/LinksAdminPage.tsx')),
  '/admin/messages': lazy(() => import('../contact/MessagesAdminPage.tsx')),
  '/admin/settings': lazy(() => import('../community/SettingsAdminPage.tsx')),
  '/admin/audit': lazy(() => import('../audit/AuditPage.tsx')),
};
