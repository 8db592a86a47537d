import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { PublicUser } from '../../shared/auth.ts';
import { isAdmin, isModerator } from '../../shared/roles.ts';
import { apiFetch } from '../api/client.ts';
import { clearStoredSession, readStoredSession, storeSession } from './storage.ts';

export interface AuthContextValue {
  user: PublicUser | null;
  token: string | null;
  initialised: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  isModerator: boolean;
  /** Stores the session and opens the dashboard. */
  login: (token: string, user: PublicUser) => void;
  /** Ends the session and goes to /login, replacing history. */
  logout: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

interface AuthState {
  user: PublicUser | null;
  token: string | null;
  initialised: boolean;
}

/** On the server the session comes from the request's cookie; the token itself never enters the HTML. */
const SERVER_TOKEN = 'server-session';

function initialState(serverUser: PublicUser | null | undefined): AuthState {
  if (typeof window === 'undefined') {
    if (serverUser === undefined) return { user: null, token: null, initialised: false };
    return { user: serverUser, token: serverUser ? SERVER_TOKEN : null, initialised: true };
  }
  // In the browser the stored session (local storage, then the cookie copy) is restored at once.
  const stored = readStoredSession();
  return { user: stored?.user ?? null, token: stored?.token ?? null, initialised: true };
}

export function AuthProvider({
  serverUser,
  children,
}: {
  serverUser?: PublicUser | null;
  children: ReactNode;
}) {
  const [state, setState] = useState<AuthState>(() => initialState(serverUser));
  const navigate = useNavigate();

  const login = useCallback(
    (token: string, user: PublicUser) => {
      storeSession(token, user);
      setState({ token, user, initialised: true });
      navigate('/admin/dashboard');
    },
    [navigate],
  );

  const logout = useCallback(() => {
    // The server ends the session too; the local copy goes whatever the network says.
    void apiFetch('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
    clearStoredSession();
    setState({ token: null, user: null, initialised: true });
    navigate('/login', { replace: true });
  }, [navigate]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      isAuthenticated: Boolean(state.token),
      isAdmin: isAdmin(state.user?.role),
      isModerator: isModerator(state.user?.role),
      login,
      logout,
    }),
    [state, login, logout],
  );

  if (!state.initialised) return <p className="p-8 text-center text-slate-600">Loading...</p>;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
