import { useState } from 'react';
import { REPORT_COMMENT_MAX, type ReportDetail } from '../../shared/reports/reports.ts';
import { useCommunityDates } from '../community/community-dates.ts';
import { Button } from '../components/ui/Button.tsx';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
import { fieldA11y, inputClass } from '../components/ui/FormField.tsx';
import { failure, failureText } from '../transport/failure.ts';
import { commentOnReport, followReport, reopenReport, unfollowReport } from './api.ts';
import { reopenUntil } from './reopen.ts';

const panel = 'space-y-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

/** One call at a time, its failure in the screen's words. */
function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (words: `${string}{reason}${string}`, action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(failureText(failure.withReason(words), caught));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

/** "Me too": follow a maintenance report to say it matters to you too and get its emails; or stop. */
export function FollowPanel({
  report,
  onFollowers,
}: {
  report: ReportDetail;
  onFollowers: (followers: number, following: boolean) => void;
}) {
  const { busy, error, run } = useAction();
  const { followers, following } = report;
  return (
    <section aria-labelledby="follow-heading" className={panel}>
      <h2 id="follow-heading" className="text-lg font-semibold text-brand-950">
        Followers
      </h2>
      <p className="text-slate-800" role="status">
        {followers === 0
          ? 'Nobody follows this report yet.'
          : `${followers} ${followers === 1 ? 'neighbour follows' : 'neighbours follow'} this report.`}
        {following && ' You are one of them: you get an email at every change.'}
      </p>
      <ErrorBanner message={error} />
      {following ? (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            void run('Could not stop following: {reason}', async () => {
              onFollowers((await unfollowReport(report.id)).followers, false);
            })
          }
        >
          Stop following
        </Button>
      ) : (
        <Button
          disabled={busy}
          onClick={() =>
            void run('Could not follow the report: {reason}', async () => {
              onFollowers((await followReport(report.id)).followers, true);
            })
          }
        >
          Me too: follow this report
        </Button>
      )}
    </section>
  );
}

/** The reporter's "it is not fixed": a resolved report back to in progress, within the days allowed. */
export function ReopenPanel({
  report,
  onChange,
}: {
  report: ReportDetail;
  onChange: (r: ReportDetail) => void;
}) {
  const { busy, error, run } = useAction();
  const { dateTime } = useCommunityDates();
  const until = reopenUntil(report);
  if (!until) return null;
  return (
    <section aria-labelledby="reopen-heading" className={panel}>
      <h2 id="reopen-heading" className="text-lg font-semibold text-brand-950">
        Is it fixed?
      </h2>
      <p className="text-slate-800">
        If it is not, reopen the report and the board takes it up again. You can until{' '}
        <time dateTime={until.toISOString()}>{dateTime(until.toISOString())}</time>.
      </p>
      <ErrorBanner message={error} />
      <Button
        disabled={busy}
        onClick={() =>
          void run('Could not reopen the report: {reason}', async () =>
            onChange(await reopenReport(report.id)),
          )
        }
      >
        It is not fixed: reopen
      </Button>
    </section>
  );
}

/** The reporter's comment, added to the timeline for the board (and, on maintenance, neighbours). */
export function CommentPanel({
  report,
  onChange,
}: {
  report: ReportDetail;
  onChange: (r: ReportDetail) => void;
}) {
  const { busy, error, run } = useAction();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = () => {
    const text = body.trim();
    if (!text) {
      setProblem('Write a comment first');
      return;
    }
    setProblem(null);
    void run('Could not add your comment: {reason}', async () => {
      onChange(await commentOnReport(report.id, text));
      setBody('');
    });
  };
  return (
    <section aria-labelledby="comment-heading" className={panel}>
      <h2 id="comment-heading" className="text-lg font-semibold text-brand-950">
        Add a comment
      </h2>
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <ErrorBanner message={error} />
        <div className="space-y-1">
          <label htmlFor="report-comment" className="block text-sm font-medium text-slate-800">
            Comment
          </label>
          <textarea
            rows={4}
            maxLength={REPORT_COMMENT_MAX}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            className={inputClass}
            {...fieldA11y('report-comment', problem ?? undefined, 'report-comment-hint')}
          />
          <p id="report-comment-hint" className="text-xs text-slate-600">
            Something the board should know: it is getting worse, it was fixed, a better place to look.
          </p>
          {problem && (
            <p id="report-comment-error" className="text-sm text-red-700">
              {problem}
            </p>
          )}
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Add the comment'}
        </Button>
      </form>
    </section>
  );
}
