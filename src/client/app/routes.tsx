import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PAGE_ROUTES, type PageRoute, type PagePath } from '../../shared/routes.ts';
import { RequireAdmin, RequireAuth } from '../auth/guards.tsx';
import NotFoundPage from '../components/layout/NotFoundPage.tsx';
import { PAGES } from './pages.ts';

const Loading = () => <p className="p-8 text-center text-slate-600">Loading...</p>;

/**
 * A page behind the guard its access asks for. Every page is a chunk of its own: the page the
 * browser hydrates is loaded before hydration (entry-client), others show "Loading..." while
 * their chunk arrives after a click.
 */
function pageElement(route: PageRoute & { path: PagePath }) {
  const Page = PAGES[route.path];
  const page = (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
  if (route.access === 'public') return page;
  const Guard = route.access === 'admin' ? RequireAdmin : RequireAuth;
  return <Guard>{page}</Guard>;
}

// The router matches paths case-insensitively, so an alias that differs only in case
// (/Newsletter, /admin/Dashboard) is already served by the route of its first spelling.
const ROUTES = PAGE_ROUTES.filter(
  (route, index) => PAGE_ROUTES.findIndex((r) => r.path.toLowerCase() === route.path.toLowerCase()) === index,
).map((route) => <Route key={route.path} path={route.path} element={pageElement(route)} />);

/** Every page of the shared page table (src/shared/routes.ts), then the 404 page. */
export function AppRoutes() {
  return (
    <Routes>
      {ROUTES}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
