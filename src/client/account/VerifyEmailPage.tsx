import { useState } from 'react';
import { useSearchParams } from '../app/router.tsx';
import { ApiRequestError, errorMessage } from '../transport/client.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { verifyEmail } from './api.ts';
import { Button } from '../components/ui/Button.tsx';
import { TextLink } from '../components/ui/TextLink.tsx';

type State =
  { kind: 'asking' } | { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * /verify-email?token=...: the page a verification link opens. It only asks, and the button uses
 * the link: mail scanners open links (some run their scripts) to check them, and confirming an
 * address, or an email change, must be the person's own act.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { isAuthenticated } = useAuth();
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'asking' } : { kind: 'failed', message: 'This page needs the link from your email.' },
  );

  async function onConfirm() {
    setState({ kind: 'working' });
    try {
      await verifyEmail(token);
      setState({ kind: 'done' });
    } catch (error) {
      console.error(error);
      const message =
        error instanceof ApiRequestError
          ? (errorMessage(error.body) ?? 'The link could not be used.')
          : 'The site could not be reached. Please try again.';
      setState({ kind: 'failed', message });
    }
  }

  const asking = state.kind === 'asking' || state.kind === 'working';
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl bg-white p-8 shadow-lg ring-1 ring-slate-200">
        <h1 className="mb-6 text-center text-2xl font-bold text-brand-950">Confirm Email</h1>
        {asking && (
          <div className="space-y-4 text-center text-slate-700">
            <p>Confirm that this is your email address for your account on this site?</p>
            <Button disabled={state.kind === 'working'} onClick={() => void onConfirm()}>
              {state.kind === 'working' ? 'Confirming...' : 'Confirm email address'}
            </Button>
          </div>
        )}
        <div role="status" aria-live="polite" className="mt-4 space-y-4 text-slate-700">
          {state.kind === 'done' && <p>Thank you: your email address is confirmed.</p>}
          {state.kind === 'failed' && <p className="text-red-800">{state.message}</p>}
        </div>
        {!asking && (
          <p className="mt-6 text-center">
            <TextLink to={isAuthenticated ? '/account' : '/login'}>
              {isAuthenticated ? 'Go to your account' : 'Sign in'}
            </TextLink>
          </p>
        )}
      </div>
    </div>
  );
}
