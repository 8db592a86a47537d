import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from '../app/router.tsx';
import type { PublicUser } from '../../shared/auth.ts';
import { AFTER_SIGN_IN } from '../../shared/return-path.ts';
import { can, reaches, type Access, type Tier } from '../../shared/policies.ts';
import { signOut } from './api.ts';
import { clearStoredSession, readStoredSession, storeSession } from '../transport/session.ts';

export interface AuthContextValue {
  user: PublicUser | null;
  token: string | null;
  initialised: boolean;
  isAuthenticated: boolean;
  /**
   * Whether the signed-in person may do this (the policy table the server enforces): what a screen
   * reads to decide which controls to show. Screens never compare roles themselves.
   */
  can: (access: Access) => boolean;
  /** Whether the signed-in person reaches a tier (a page's access; the admin-only links). */
  reaches: (tier: Tier) => boolean;
  /**
   * True once this tab signed out: the guards then send to plain /login, since the page the
   * visitor was on is not one they asked for (the sign-out re-renders it before /login opens).
   */
  signedOut: boolean;
  /** Stores the session and opens `next` (a same-site path, checked by the caller) or the dashboard. */
  login: (token: string, user: PublicUser, next?: string | null) => void;
  /** Ends the session and goes to /login, replacing history. */
  logout: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

interface AuthState {
  user: PublicUser | null;
  token: string | null;
  initialised: boolean;
  signedOut?: boolean;
}

/** On the server the session comes from the request's cookie; the token itself never enters the HTML. */
const SERVER_TOKEN = 'server-session';

function storedState(): AuthState {
  const stored = readStoredSession();
  return { user: stored?.user ?? null, token: stored?.token ?? null, initialised: true };
}

/** The stored state, or null when it says what the current one says (no re-render then). */
function changedState(current: AuthState, stored: AuthState): AuthState | null {
  const same =
    current.token === stored.token &&
    current.initialised === stored.initialised &&
    JSON.stringify(current.user) === JSON.stringify(stored.user);
  return same ? null : stored;
}

function initialState(serverUser: PublicUser | null | undefined, hydrating: boolean): AuthState {
  const onServer = typeof window === 'undefined';
  if (onServer || hydrating) {
    // Hydration must start from exactly what the server rendered; storage is read right after.
    if (serverUser === undefined) return { user: null, token: null, initialised: false };
    return { user: serverUser, token: serverUser ? SERVER_TOKEN : null, initialised: true };
  }
  // A page rendered only in the browser restores the stored session at once, before any guard runs.
  return storedState();
}

export function AuthProvider({
  serverUser,
  hydrating = false,
  children,
}: {
  serverUser?: PublicUser | null;
  /** True while the browser hydrates server HTML. */
  hydrating?: boolean;
  children: ReactNode;
}) {
  const [state, setState] = useState<AuthState>(() => initialState(serverUser, hydrating));
  useEffect(() => {
    // In the browser the stored session (local storage, then its cookie copy) decides who is signed
    // in: the server only saw the cookie, which a session kept in local storage alone lacks.
    // Only when it differs (an anonymous reader's is the same), and as a transition: an urgent
    // update reaching a widget still waiting for its code (a Suspense boundary not yet hydrated)
    // makes React drop the server's HTML there for the "Loading..." fallback, which moved the
    // page under the reader (Lighthouse: layout shift 0.15 on /events).
    if (!hydrating) return;
    startTransition(() => setState((current) => changedState(current, storedState()) ?? current));
  }, [hydrating]);
  const navigate = useNavigate();

  const login = useCallback(
    (token: string, user: PublicUser, next?: string | null) => {
      storeSession(token, user);
      setState({ token, user, initialised: true });
      navigate(next ?? AFTER_SIGN_IN);
    },
    [navigate],
  );

  const logout = useCallback(() => {
    // The server ends the session too; the local copy goes whatever the network says.
    void signOut().catch(() => undefined);
    clearStoredSession();
    setState({ token: null, user: null, initialised: true, signedOut: true });
    navigate('/login', { replace: true });
  }, [navigate]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      isAuthenticated: Boolean(state.token),
      can: (access: Access) => can(state.user, access),
      reaches: (tier: Tier) => reaches(state.user, tier),
      signedOut: state.signedOut === true,
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
