import { createContext, useCallback, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';
import {
  Link as WouterLink,
  Redirect,
  Router,
  useLocation as useWouterLocation,
  useSearch,
  useSearchParams as useWouterSearchParams,
} from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';

/**
 * The client's router: addresses, links and navigation, on wouter (3 KB; React Router was 13 KB of
 * every page's first load, which a public page cannot afford under its budget). Which page an
 * address opens is the page table's business (`src/shared/routes.ts`); this module only follows the
 * address. Every screen imports routing from here, never from the library.
 */

/** The router for the browser, or for the server rendering `url`. */
export function AppRouter({ url, children }: { url?: string; children: ReactNode }) {
  if (url === undefined) return <Router>{children}</Router>;
  const [path = '/', search = ''] = url.split('?');
  return (
    <Router ssrPath={path} ssrSearch={search}>
      {children}
    </Router>
  );
}

export interface AppLocation {
  pathname: string;
  /** With its "?", or ''. */
  search: string;
  /** With its "#", or '' (the server never sees one). */
  hash: string;
  state: unknown;
}

export function useLocation(): AppLocation {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  const state: unknown = useHistoryState();
  return {
    pathname,
    search: search ? `?${search}` : '',
    hash: typeof window === 'undefined' ? '' : window.location.hash,
    state: state ?? null,
  };
}

export type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

export function useNavigate(): Navigate {
  const [, navigate] = useWouterLocation();
  return useCallback<Navigate>((to, options) => navigate(to, options), [navigate]);
}

export const useSearchParams = useWouterSearchParams;

/** The `:name` parts of the page's address, as the page table matched them. */
const ParamsContext = createContext<Record<string, string>>({});

export const PageParams = ParamsContext.Provider;

export function useParams<T extends Record<string, string> = Record<string, string>>(): Partial<T> {
  return useContext(ParamsContext) as Partial<T>;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A link within the site: followed without reloading the page. */
export function Link({ to, ...rest }: LinkProps) {
  return <WouterLink href={to} {...rest} />;
}

/** Whether `to` is the page shown or one under it, compared as the page table does (any case). */
function isActive(pathname: string, to: string): boolean {
  const here = pathname.toLowerCase();
  const there = to.toLowerCase();
  return here === there || here.startsWith(`${there}/`);
}

/** A navigation link that says when it is the current page (aria-current and its class). */
export function NavLink({
  to,
  className,
  ...rest
}: Omit<LinkProps, 'className'> & { className: (state: { isActive: boolean }) => string }) {
  const { pathname } = useLocation();
  const active = isActive(pathname, to);
  return (
    <Link
      to={to}
      className={className({ isActive: active })}
      aria-current={active ? 'page' : undefined}
      {...rest}
    />
  );
}

/** Goes to `to` as soon as it renders (on the server: nothing; the server redirects itself). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  return <Redirect to={to} replace={replace} />;
}
