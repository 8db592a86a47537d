import type { ReactNode } from 'react';
import type { Access } from '../../shared/policies.ts';
import { Navigate, useLocation } from '../app/router.tsx';
import { signInPathFor } from '../../shared/return-path.ts';
import { useAuth } from './AuthProvider.tsx';
import { TextLink } from '../components/ui/TextLink.tsx';

const Loading = () => <p className="p-8 text-center text-slate-600">Loading...</p>;

/** To /login, which brings the visitor back here once they have signed in. */
function SignInFirst() {
  const { signedOut } = useAuth();
  const { pathname, search, hash } = useLocation();
  // Signing out on a staff page renders it once more, signed out, on the way to /login.
  if (signedOut) return <Navigate to="/login" replace />;
  return <Navigate to={signInPathFor(`${pathname}${search}${hash}`)} replace />;
}

/** Said in place of a page the signed-in role may not open, rather than a silent bounce. */
export function NoAccess() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-950">You don&apos;t have access to that page</h1>
      <p className="mt-3 text-slate-700">
        Only administrators can open it. Ask an administrator if you need it.
      </p>
      <p className="mt-6">
        <TextLink to="/admin/dashboard">Go to your dashboard</TextLink>
      </p>
    </div>
  );
}

/** Any signed-in user; others sign in first. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { initialised, isAuthenticated } = useAuth();
  if (!initialised) return <Loading />;
  if (!isAuthenticated) return <SignInFirst />;
  return children;
}

/**
 * Those the policy table lets open the page; visitors sign in first, other roles are told they
 * have no access (the server refuses their reads and writes whatever this shows).
 */
export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  const { initialised, isAuthenticated, can } = useAuth();
  if (!initialised) return <Loading />;
  if (!isAuthenticated) return <SignInFirst />;
  if (!can(access)) return <NoAccess />;
  return children;
}
