import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ApiRequestError, errorMessage } from '../api/client.ts';
import { buttonClass } from '../components/ui/buttons.ts';
import { confirmSubscription, unsubscribe } from './api.ts';

/**
 * The two pages a subscription mail's links open, one module (one chunk): /confirm-subscription
 * and /unsubscribe. Both take the link's token from the address and say plainly what happened.
 */

type State =
  { kind: 'asking' } | { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string };

const NO_TOKEN: State = { kind: 'failed', message: 'This page needs the link from your email.' };

/** What the page says when the server refused the link, or could not be reached. */
function linkFailure(error: unknown): State {
  const message =
    error instanceof ApiRequestError
      ? (errorMessage(error.body) ?? 'The link could not be used.')
      : 'The site could not be reached. Please try again.';
  return { kind: 'failed', message };
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl bg-white p-8 shadow-lg ring-1 ring-slate-200">
        <h1 className="mb-6 text-center text-2xl font-bold text-emerald-950">{title}</h1>
        {children}
        <p className="mt-6 text-center">
          <Link to="/newsletter" className="font-medium text-emerald-800 underline">
            Read the community news
          </Link>
        </p>
      </div>
    </div>
  );
}

// A confirmation link is one-time: the page may mount twice (strict mode, hydration), and the
// second mount must read the first attempt's outcome rather than spend the link again.
const confirmations = new Map<string, Promise<void>>();
function confirmOnce(token: string): Promise<void> {
  let attempt = confirmations.get(token);
  if (!attempt) {
    attempt = confirmSubscription(token);
    confirmations.set(token, attempt);
  }
  return attempt;
}

/**
 * /confirm-subscription?token=...: the double opt-in link. Opening it is the confirmation, as with
 * /verify-email: the person asked for it moments ago, and the link works once.
 */
function ConfirmSubscription({ token }: { token: string }) {
  const [state, setState] = useState<State>(() => (token ? { kind: 'working' } : NO_TOKEN));
  useEffect(() => {
    if (!token) return;
    let current = true;
    confirmOnce(token).then(
      () => current && setState({ kind: 'done' }),
      (error: unknown) => current && setState(linkFailure(error)),
    );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <Card title="Confirm Subscription">
      <div role="status" aria-live="polite" className="space-y-4 text-slate-700">
        {state.kind === 'working' && <p>Confirming your subscription...</p>}
        {state.kind === 'done' && (
          <p>Thank you: your subscription is confirmed. Community news will now reach you by email.</p>
        )}
        {state.kind === 'failed' && <p className="text-red-800">{state.message}</p>}
      </div>
    </Card>
  );
}

/**
 * /unsubscribe?token=...: the link at the foot of every announcement. Opening it only asks; the
 * button does what the one-click List-Unsubscribe POST does. Mail scanners open links to check
 * them, and an unsubscribe must be the person's own act (RFC 8058 keeps GET harmless for the same
 * reason).
 */
function Unsubscribe({ token }: { token: string }) {
  const [state, setState] = useState<State>(() => (token ? { kind: 'asking' } : NO_TOKEN));

  async function onUnsubscribe() {
    setState({ kind: 'working' });
    try {
      await unsubscribe(token);
      setState({ kind: 'done' });
    } catch (error) {
      setState(linkFailure(error));
    }
  }

  return (
    <Card title="Unsubscribe">
      {(state.kind === 'asking' || state.kind === 'working') && (
        <div className="space-y-4 text-center text-slate-700">
          <p>Stop emailing community news and alerts to this address?</p>
          <button
            type="button"
            className={buttonClass.primary}
            disabled={state.kind === 'working'}
            onClick={() => void onUnsubscribe()}
          >
            {state.kind === 'working' ? 'Unsubscribing...' : 'Unsubscribe'}
          </button>
        </div>
      )}
      <div role="status" aria-live="polite" className="mt-4 space-y-4 text-slate-700">
        {state.kind === 'done' && (
          <p>
            You are unsubscribed: no more announcements will be emailed to this address. To get them again,
            subscribe on the news page (or turn news on in your account) and confirm.
          </p>
        )}
        {state.kind === 'failed' && <p className="text-red-800">{state.message}</p>}
      </div>
    </Card>
  );
}

export default function SubscriptionLinkPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return pathname.toLowerCase().startsWith('/unsubscribe') ? (
    <Unsubscribe token={token} />
  ) : (
    <ConfirmSubscription token={token} />
  );
}
