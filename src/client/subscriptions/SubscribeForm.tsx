import { useState, type FormEvent } from 'react';
import type { ApiError } from '../../shared/api.ts';
import { ApiRequestError, errorMessage } from '../transport/client.ts';
import { subscribe } from './api.ts';
import { useMailEnabled } from '../community/CommunityProvider.tsx';

type Outcome = { kind: 'sent'; message: string } | { kind: 'failed'; message: string } | null;

/** The message a refused subscription shows under the field: the shared schema's, from the server. */
function refusal(error: unknown): { field?: string; banner?: string } {
  if (!(error instanceof ApiRequestError)) {
    return { banner: 'The site could not be reached. Please try again.' };
  }
  const fieldError = (error.body as ApiError | undefined)?.errors?.find((e) => e.path === 'email');
  if (error.status === 400 && fieldError) return { field: fieldError.message };
  return { banner: errorMessage(error.body) ?? 'Failed to subscribe. Please try again later.' };
}

/**
 * "News by email" (docs/product/announcements.md): just an address; the server mails a confirmation link. No form
 * library and no zod: the footer of every page carries it, so the address is checked by the server
 * with the shared schema and its message is shown under the field, like the other forms' messages.
 */
export function SubscribeForm({
  idPrefix,
  name,
  dark = false,
}: {
  idPrefix: string;
  /** The form's accessible name; the footer's and the news page's differ, as two landmarks must. */
  name: string;
  dark?: boolean;
}) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const id = `${idPrefix}-email`;
  const mailEnabled = useMailEnabled();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setOutcome(null);
    try {
      const { message } = await subscribe(email.trim());
      setFieldError(null);
      setEmail('');
      setOutcome({ kind: 'sent', message });
    } catch (error) {
      const { field, banner } = refusal(error);
      setFieldError(field ?? null);
      if (banner) setOutcome({ kind: 'failed', message: banner });
      if (field) document.getElementById(id)?.focus();
    } finally {
      setSending(false);
    }
  }

  const muted = dark ? 'text-brand-100' : 'text-slate-700';
  const errorText = dark ? 'text-red-200' : 'text-red-700';
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={name} className="space-y-2">
      <label htmlFor={id} className={`block text-sm font-semibold ${dark ? 'text-white' : 'text-slate-800'}`}>
        Get community news in your inbox
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.org"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : `${id}-hint`}
          className="min-w-0 flex-1 basis-56 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:border-red-600"
        />
        <button
          type="submit"
          disabled={sending}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white ring-1 ring-brand-500 hover:bg-brand-800 disabled:opacity-60"
        >
          {sending ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      {fieldError ? (
        <p id={`${id}-error`} className={`text-sm ${errorText}`}>
          {fieldError}
        </p>
      ) : (
        <p id={`${id}-hint`} className={`text-sm ${muted}`}>
          {mailEnabled
            ? 'We email a link to confirm. Every mail has a link to unsubscribe.'
            : 'This site does not send email yet: the link to confirm goes out once it does.'}
        </p>
      )}
      {/* Only while there is something to say: other status messages on the page stay the only one. */}
      {outcome && (
        <p role="status" className={`text-sm ${outcome.kind === 'failed' ? errorText : muted}`}>
          {outcome.message}
        </p>
      )}
    </form>
  );
}
