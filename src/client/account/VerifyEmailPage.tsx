import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiRequestError, errorMessage } from '../api/client.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { verifyEmail } from './api.ts';

type State = { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string };

// The link is one-time: the page may mount twice (React's strict mode, hydration), and the second
// mount must read the first attempt's outcome rather than spend the link again.
const attempts = new Map<string, Promise<void>>();
function verifyOnce(token: string): Promise<void> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = verifyEmail(token);
    attempts.set(token, attempt);
  }
  return attempt;
}

/** /verify-email?token=...: the page a verification link opens; it uses the link once, on arrival. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { isAuthenticated } = useAuth();
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'working' } : { kind: 'failed', message: 'This page needs the link from your email.' },
  );
  useEffect(() => {
    if (!token) return;
    let current = true;
    verifyOnce(token).then(
      () => current && setState({ kind: 'done' }),
      (error: unknown) => {
        if (!current) return;
        console.error(error);
        const message =
          error instanceof ApiRequestError
            ? (errorMessage(error.body) ?? 'The link could not be used.')
            : 'The site could not be reached. Please try again.';
        setState({ kind: 'failed', message });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl bg-white p-8 shadow-lg ring-1 ring-slate-200">
        <h1 className="mb-6 text-center text-2xl font-bold text-emerald-950">Confirm Email</h1>
        <div role="status" aria-live="polite" className="space-y-4 text-slate-700">
          {state.kind === 'working' && <p>Confirming your email address...</p>}
          {state.kind === 'done' && <p>Thank you: your email address is confirmed.</p>}
          {state.kind === 'failed' && <p className="text-red-800">{state.message}</p>}
        </div>
        {state.kind !== 'working' && (
          <p className="mt-6 text-center">
            <Link
              to={isAuthenticated ? '/account' : '/login'}
              className="font-medium text-emerald-800 underline"
            >
              {isAuthenticated ? 'Go to your account' : 'Sign in'}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
