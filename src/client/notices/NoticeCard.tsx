import { useId, useState } from 'react';
import { FileText } from 'lucide-react';
import { formatLongDay, formatLongDateTimeIn } from '../../shared/dates.ts';
import { NOTICE_COMMENT_MAX, type Notice } from '../../shared/notices/notices.ts';
import { useCommunity } from '../community/CommunityProvider.tsx';
import { Button } from '../components/ui/Button.tsx';
import { fieldA11y, inputClass } from '../components/ui/FormField.tsx';
import { Label } from '../components/ui/FormParts.tsx';
import { failure, failureText } from '../transport/failure.ts';
import { answerNotice } from './api.ts';

/**
 * One violation notice with its conversation and an answer form, as the home's residents (their
 * account page) and the board (the report's page) read it. It never names who reported: the API
 * does not say (docs/product/notices.md).
 */
export function NoticeCard({
  notice,
  audience,
  onChange,
  headingLevel = 3,
}: {
  notice: Notice;
  /** The board answers the home; the home answers the board. */
  audience: 'board' | 'home';
  onChange: (notice: Notice) => void;
  /** Where the card sits in the page's outline (its conversation's heading is one below). */
  headingLevel?: 3 | 5;
}) {
  const Title = headingLevel === 3 ? 'h3' : 'h5';
  const Sub = headingLevel === 3 ? 'h4' : 'h6';
  const { timeZone } = useCommunity();
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const answerLabel = audience === 'board' ? 'Answer the home' : 'Your answer to the board';

  const send = async () => {
    setError(null);
    if (!body.trim()) {
      setError('Write your answer first.');
      return;
    }
    setBusy(true);
    try {
      onChange(await answerNotice(notice.id, body.trim()));
      setBody('');
    } catch (failed) {
      setError(failureText(failure.withReason('Failed to send the answer: {reason}'), failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article aria-labelledby={`${id}-title`} className="rounded-lg border border-slate-200 bg-white p-4">
      <Title id={`${id}-title`} className="font-semibold text-brand-950 [overflow-wrap:anywhere]">
        Notice about report {notice.reportReference} to {notice.address}
      </Title>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-800">
        <dt className="font-medium text-slate-600">Sent</dt>
        <dd>
          <time dateTime={notice.sentAt}>{formatLongDateTimeIn(timeZone, notice.sentAt)}</time>
        </dd>
        <dt className="font-medium text-slate-600">Cure by</dt>
        <dd>
          <time dateTime={notice.cureBy}>{formatLongDay(notice.cureBy)}</time>
        </dd>
      </dl>
      <p className="mt-3 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">{notice.message}</p>
      <p className="mt-3">
        <a
          href={notice.letterUrl}
          className="inline-flex items-center gap-1 font-medium text-brand-800 underline"
        >
          <FileText aria-hidden="true" size={16} /> The notice letter (PDF), {notice.reportReference}
        </a>
      </p>

      <Sub className="mt-4 text-sm font-semibold text-slate-800">Conversation</Sub>
      {notice.comments.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No answers yet.</p>
      ) : (
        <ol
          className="mt-1 space-y-2"
          aria-label={`Conversation on the notice about ${notice.reportReference}`}
        >
          {notice.comments.map((comment) => (
            <li key={comment.id} className="rounded-md bg-slate-50 p-3 text-sm">
              <p className="text-slate-600">
                <span className="font-semibold text-slate-800">{comment.by}</span>,{' '}
                <time dateTime={comment.at}>{formatLongDateTimeIn(timeZone, comment.at)}</time>
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">
                {comment.body}
              </p>
            </li>
          ))}
        </ol>
      )}

      <form
        noValidate
        aria-label={`${answerLabel} on ${notice.reportReference}`}
        className="mt-3 space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Label htmlFor={`${id}-answer`}>{answerLabel}</Label>
        <textarea
          value={body}
          onChange={(event) => setBody(event.target.value)}
          rows={3}
          maxLength={NOTICE_COMMENT_MAX}
          className={inputClass}
          {...fieldA11y(`${id}-answer`, error ?? undefined)}
        />
        {error && (
          <p id={`${id}-answer-error`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? 'Sending...' : 'Send answer'}
        </Button>
      </form>
    </article>
  );
}
