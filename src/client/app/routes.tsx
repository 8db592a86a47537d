import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { RequireAdmin, RequireAuth } from '../auth/guards.tsx';
import LoginPage from '../auth/LoginPage.tsx';
import ResetPasswordPage from '../auth/ResetPasswordPage.tsx';
import AccPage from '../acc/AccPage.tsx';
import ContactPage from '../contact/ContactPage.tsx';
import NotFoundPage from '../errors/NotFoundPage.tsx';
import EventsPage from '../events/EventsPage.tsx';
import FaqPage from '../faqs/FaqPage.tsx';
import HomePage from '../home/HomePage.tsx';
import IssuesPage from '../issues/IssuesPage.tsx';
import PrivacyPage from '../legal/PrivacyPage.tsx';
import TermsPage from '../legal/TermsPage.tsx';
import NewsPage from '../news/NewsPage.tsx';
import SchoolsPage from '../schools/SchoolsPage.tsx';

// Staff screens are their own chunks: visitors never download them.
const DashboardPage = lazy(() => import('../dashboard/DashboardPage.tsx'));
const SchoolsAdminPage = lazy(() => import('../schools/SchoolsAdminPage.tsx'));
const EventsAdminPage = lazy(() => import('../events/EventsAdminPage.tsx'));
const NewsAdminPage = lazy(() => import('../news/NewsAdminPage.tsx'));
const UsersAdminPage = lazy(() => import('../users/UsersAdminPage.tsx'));
const HoaAdminPage = lazy(() => import('../hoa/HoaAdminPage.tsx'));
const FaqsAdminPage = lazy(() => import('../faqs/FaqsAdminPage.tsx'));
const IssuesAdminPage = lazy(() => import('../issues/IssuesAdminPage.tsx'));
const LinksAdminPage = lazy(() => import('../links/LinksAdminPage.tsx'));
const MessagesAdminPage = lazy(() => import('../contact/MessagesAdminPage.tsx'));
const SettingsAdminPage = lazy(() => import('../community/SettingsAdminPage.tsx'));
const AuditPage = lazy(() => import('../audit/AuditPage.tsx'));

const Loading = () => <p className="p-8 text-center text-slate-600">Loading...</p>;

const user = (page: ReactNode) => (
  <RequireAuth>
    <Suspense fallback={<Loading />}>{page}</Suspense>
  </RequireAuth>
);
const admin = (page: ReactNode) => (
  <RequireAdmin>
    <Suspense fallback={<Loading />}>{page}</Suspense>
  </RequireAdmin>
);

/** Mirrors PAGE_ROUTES in src/shared/routes.ts, which the server reads for data and access. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/newsletter" element={<NewsPage />} />
      <Route path="/issues" element={<IssuesPage />} />
      <Route path="/schools" element={<SchoolsPage />} />
      <Route path="/faq" element={<FaqPage />} />
      <Route path="/acc" element={<AccPage />} />
      <Route path="/contactUs" element={<ContactPage />} />
      <Route path="/events" element={<EventsPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/terms" element={<TermsPage />} />
      <Route path="/privacy" element={<PrivacyPage />} />
      {/* Paths match case-insensitively, so /Newsletter and /admin/Dashboard land here too. */}
      <Route path="/dashboard" element={user(<DashboardPage />)} />
      <Route path="/admin/dashboard" element={user(<DashboardPage />)} />
      <Route path="/admin/manageSchools" element={user(<SchoolsAdminPage />)} />
      <Route path="/admin/dashboardEvents" element={user(<EventsAdminPage />)} />
      <Route path="/admin/dashboardNews" element={user(<NewsAdminPage />)} />
      <Route path="/admin/userDashboard" element={admin(<UsersAdminPage />)} />
      <Route path="/admin/hoaDashboard" element={admin(<HoaAdminPage />)} />
      <Route path="/admin/faqsDashboard" element={admin(<FaqsAdminPage />)} />
      <Route path="/admin/issuesDashboard" element={admin(<IssuesAdminPage />)} />
      <Route path="/admin/importantLinksDashboard" element={admin(<LinksAdminPage />)} />
      <Route path="/admin/messages" element={admin(<MessagesAdminPage />)} />
      <Route path="/admin/settings" element={admin(<SettingsAdminPage />)} />
      <Route path="/admin/audit" element={admin(<AuditPage />)} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
