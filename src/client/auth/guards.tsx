import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from './AuthProvider.tsx';

const Loading = () => <p className="p-8 text-center text-slate-600">Loading...</p>;

/** Any signed-in user; others go to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { initialised, isAuthenticated } = useAuth();
  if (!initialised) return <Loading />;
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  return children;
}

/** Admins only; everyone else goes to /login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { initialised, isAuthenticated, isAdmin } = useAuth();
  if (!initialised) return <Loading />;
  if (!isAuthenticated || !isAdmin) return <Navigate to="/login" replace />;
  return children;
}
