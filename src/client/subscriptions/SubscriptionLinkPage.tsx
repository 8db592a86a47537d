import { useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from '../app/router.tsx';
import { ApiRequestError, errorMessage } from '../transport/client.ts';
import { confirmSubscription, unsubscribe } from './api.ts';
import { Button } from '../components/ui/Button.tsx';
import { TextLink } from '../components/ui/TextLink.tsx';

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
        <h1 className="mb-6 text-center text-2xl font-bold text-brand-950">{title}</h1>
        {children}
        <p className="mt-6 text-center">
          <TextLink to="/newsletter">Read the community news</TextLink>
        </p>
      </div>
    </div>
  );
}

/**
 * A page a mailed link opens: it only asks, and the button acts. Mail scanners open links (some run
 * their scripts) to check them, so acting on arrival would let a scanner confirm a subscription or
 * unsubscribe someone; the act must be the person's own.
 */
function AskThenAct(props: {
  title: string;
  token: string;
  question: string;
  action: string;
  working: string;
  act: (token: string) => Promise<void>;
  done: ReactNode;
}) {
  const { token } = props;
  const [state, setState] = useState<State>(() => (token ? { kind: 'asking' } : NO_TOKEN));

  async function onAct() {
    setState({ kind: 'working' });
    try {
      await props.act(token);
      setState({ kind: 'done' });
    } catch (error) {
      setState(linkFailure(error));
    }
  }

  return (
    <Card title={props.title}>
      {(state.kind === 'asking' || state.kind === 'working') && (
        <div className="space-y-4 text-center text-slate-700">
          <p>{props.question}</p>
          <Button disabled={state.kind === 'working'} onClick={() => void onAct()}>
            {state.kind === 'working' ? props.working : props.action}
          </Button>
        </div>
      )}
      <div role="status" aria-live="polite" className="mt-4 space-y-4 text-slate-700">
        {state.kind === 'done' && props.done}
        {state.kind === 'failed' && <p className="text-red-800">{state.message}</p>}
      </div>
    </Card>
  );
}

/** /confirm-subscription?token=...: the double opt-in link; the button confirms. */
function ConfirmSubscription({ token }: { token: string }) {
  return (
    <AskThenAct
      title="Confirm Subscription"
      token={token}
      question="Email community news and alerts to this address?"
      action="Confirm subscription"
      working="Confirming..."
      act={confirmSubscription}
      done={<p>Thank you: your subscription is confirmed. Community news will now reach you by email.</p>}
    />
  );
}

/**
 * /unsubscribe?token=...: the link at the foot of every announcement; the button does what the
 * one-click List-Unsubscribe POST does (RFC 8058 keeps GET harmless for the same reason).
 */
function Unsubscribe({ token }: { token: string }) {
  return (
    <AskThenAct
      title="Unsubscribe"
      token={token}
      question="Stop emailing community news and alerts to this address?"
      action="Unsubscribe"
      working="Unsubscribing..."
      act={unsubscribe}
      done={
        <p>
          You are unsubscribed: no more announcements will be emailed to this address. To get them again,
          subscribe on the news page (or turn news on in your account) and confirm.
        </p>
      }
    />
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
