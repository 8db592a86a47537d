import { useId, useState } from 'react';
import type { MyRsvp, RsvpOccurrence } from '../../shared/events/rsvp.ts';
import { signInPathFor } from '../../shared/return-path.ts';
import { Link } from '../app/router.tsx';
import { useAuth } from '../auth/AuthProvider.tsx';
import { failure, failureText } from '../transport/failure.ts';
import { Button } from '../components/ui/Button.tsx';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
import { cancelReply, replyTo } from './replies-api.ts';
import { formatDay } from './format.ts';
import { countsText, GUEST_CHOICES, myReplyText } from './reply-words.ts';

const REPLY_FAILED = failure.serverFirst('Your reply could not be saved. Please try again.');
const CANCEL_FAILED = failure.serverFirst('Your reply could not be cancelled. Please try again.');

/**
 * One occurrence's replies: the counts, and what the visitor can do. Signed out: a sign-in link that
 * comes back to this page. Signed in without a verified email: how to verify. Verified: Going with
 * 0-10 guests, or, once replied, the answer (going, or waitlisted with the place), a change of
 * guests and Cancel. A closed occurrence says so. After a change the page re-reads the event
 * (`onChanged`), so the counts are the server's.
 */
export function OccurrenceReply({
  eventId,
  eventTitle,
  day,
  counts,
  mine,
  onChanged,
}: {
  eventId: string;
  eventTitle: string;
  day: string;
  counts: RsvpOccurrence;
  mine: MyRsvp | undefined;
  onChanged: () => void;
}) {
  const { user } = useAuth();
  const id = useId();
  const [guests, setGuests] = useState(mine?.guests ?? 0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const dayName = formatDay(day, true);
  const full = counts.capacity !== null && (counts.going >= counts.capacity || counts.waitlist > 0);

  async function run(action: () => Promise<unknown>, failed: typeof REPLY_FAILED, said: string) {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await action();
      setDone(said);
      onChanged();
    } catch (caught) {
      setError(failureText(failed, caught));
    } finally {
      setBusy(false);
    }
  }

  const reply = () =>
    run(
      () => replyTo(eventId, day, guests),
      REPLY_FAILED,
      mine ? 'Your reply is changed.' : 'Your reply is saved.',
    );
  const cancel = () => {
    setGuests(0);
    return run(() => cancelReply(eventId, day), CANCEL_FAILED, 'Your reply is cancelled.');
  };

  return (
    <div className="space-y-2">
      <p className="font-semibold text-slate-900">{countsText(counts)}</p>
      {mine && (
        <p className={mine.status === 'going' ? 'text-green-800' : 'text-amber-900'}>{myReplyText(mine)}</p>
      )}
      {!counts.closed && !mine && full && (
        <p className="text-slate-700">This date is full: a new reply joins the waitlist.</p>
      )}
      {counts.closed ? (
        <p className="text-slate-700">Replies are closed for this date.</p>
      ) : !user ? (
        <p>
          <Link
            to={signInPathFor(`/events/${encodeURIComponent(eventId)}`)}
            className="font-semibold text-brand-800 underline hover:text-brand-950"
          >
            Sign in to reply
          </Link>
        </p>
      ) : !user.emailVerified ? (
        <p className="text-slate-700">
          To reply, verify your email address: open the link we mailed you, or send a new one from{' '}
          <Link to="/account" className="font-semibold text-brand-800 underline hover:text-brand-950">
            your account page
          </Link>
          .
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={`${id}-guests`} className="block text-sm font-medium text-slate-800">
              Guests<span className="sr-only"> for {dayName}</span>
            </label>
            <select
              id={`${id}-guests`}
              value={guests}
              onChange={(e) => setGuests(Number(e.target.value))}
              className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
            >
              {GUEST_CHOICES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          {mine ? (
            <>
              <Button onClick={reply} disabled={busy || guests === mine.guests}>
                Change guests<span className="sr-only"> for {dayName}</span>
              </Button>
              <Button variant="secondary" onClick={cancel} disabled={busy}>
                Cancel my reply<span className="sr-only"> for {dayName}</span>
              </Button>
            </>
          ) : (
            <Button onClick={reply} disabled={busy}>
              Going
              <span className="sr-only">
                {' '}
                to {eventTitle} on {dayName}
              </span>
            </Button>
          )}
        </div>
      )}
      <ErrorBanner message={error} />
      <p role="status" className="text-sm text-slate-700">
        {done}
      </p>
    </div>
  );
}
