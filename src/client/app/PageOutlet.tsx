import { Suspense, use, useEffect, type ComponentType } from 'react';
import { notFoundTitle } from '../../shared/page-titles.ts';
import type { PageAccess } from '../../shared/routes.ts';
import { RequireAccess, RequireAuth } from '../auth/guards.tsx';
import { useCommunity } from '../community/CommunityProvider.tsx';
import NotFoundPage from '../components/layout/NotFoundPage.tsx';
import { PageParams, useLocation } from './router.tsx';
import type { ResolvedPage } from './site-map.ts';

/** The page the document was opened at, its code already loaded (null: the 404 page). */
export interface InitialPage {
  pathname: string;
  page: {
    Component: ComponentType;
    params: Record<string, string>;
    access: PageAccess;
    title: string;
  } | null;
}

const Loading = () => <p className="p-8 text-center text-slate-600">Loading...</p>;

/** A page behind the guard its access asks for. */
function Guarded({ access, children }: { access: PageAccess; children: React.ReactNode }) {
  if (access === 'public') return children;
  if (access === 'user') return <RequireAuth>{children}</RequireAuth>;
  return <RequireAccess access={access}>{children}</RequireAccess>;
}

function Page({ Component, params, access }: Pick<ResolvedPage, 'Component' | 'params' | 'access'>) {
  return (
    <PageParams value={params}>
      <Guarded access={access}>
        <Suspense fallback={<Loading />}>
          <Component />
        </Suspense>
      </Guarded>
    </PageParams>
  );
}

// One lookup per address: React's `use` needs the same promise on every render of it.
const lookups = new Map<string, Promise<ResolvedPage | null>>();

function lookUp(pathname: string): Promise<ResolvedPage | null> {
  let lookup = lookups.get(pathname);
  if (!lookup) {
    lookup = import('./site-map.ts').then(
      ({ resolvePage }) => resolvePage(pathname),
      // The site has been deployed anew since this page loaded (its chunks are gone): the
      // address is opened as a whole page instead.
      (error: unknown) => {
        window.location.assign(pathname);
        throw error;
      },
    );
    lookups.set(pathname, lookup);
  }
  return lookup;
}

/** A page reached by following a link: its code and the page table arrive first. */
function NavigatedPage({ pathname }: { pathname: string }) {
  const page = use(lookUp(pathname));
  const { name } = useCommunity();
  const title = page ? page.title(name) : notFoundTitle(name);
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
  return page ? <Page {...page} /> : <NotFoundPage />;
}

/**
 * The page of the address: the one the document was opened at (rendered at once, so hydration
 * matches the server's HTML), or, after a navigation, the one the page table names.
 */
export function PageOutlet({ initial }: { initial: InitialPage }) {
  const { pathname } = useLocation();
  const atInitial = pathname === initial.pathname;
  const initialTitle = initial.page?.title;
  const { name } = useCommunity();
  // Back to the page the document opened at: its title again.
  useEffect(() => {
    if (atInitial) document.title = initialTitle ?? notFoundTitle(name);
  }, [atInitial, initialTitle, name]);
  if (atInitial) return initial.page ? <Page {...initial.page} /> : <NotFoundPage />;
  return (
    <Suspense fallback={<Loading />}>
      <NavigatedPage key={pathname} pathname={pathname} />
    </Suspense>
  );
}
