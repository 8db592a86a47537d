import { useState } from 'react';
import { REPORT_COMMENT_MAX, type ReportDetail } from '../../../shared/reports/reports.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ErrorBanner } from '../../components/ui/ErrorBanner.tsx';
import { fieldA11y, inputClass } from '../../components/ui/FormField.tsx';
import { FieldError, FieldHint, Label } from '../../components/ui/FormParts.tsx';
import { failure, failureText } from '../../transport/failure.ts';
import { commentOnReport } from './api.ts';
import { panelClass } from './panel.ts';

/**
 * The board writes on the timeline: an internal note only admins see, or a public comment the
 * reporter (and, on a maintenance report, every resident who can see it) reads.
 */
export function CommentControls({
  report,
  onChange,
}: {
  report: ReportDetail;
  onChange: (report: ReportDetail) => void;
}) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const send = async (internal: boolean) => {
    setFailed(null);
    setDone(null);
    if (!body.trim()) {
      setError('Write the note or comment first.');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      onChange(await commentOnReport(report.id, { body: body.trim(), internal }));
      setBody('');
      setDone(internal ? 'Internal note added.' : 'Comment sent.');
    } catch (e) {
      setFailed(failureText(failure.withReason('Failed to add it to the timeline: {reason}'), e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="board-comment-heading" className={panelClass}>
      <h3 id="board-comment-heading" className="text-lg font-semibold text-brand-950">
        Notes and comments
      </h3>
      <form
        noValidate
        aria-label="Add to the timeline"
        className="mt-3 space-y-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <ErrorBanner message={failed} />
        <div className="space-y-1">
          <Label htmlFor="board-comment">Note or comment</Label>
          <textarea
            value={body}
            onChange={(event) => setBody(event.target.value)}
            rows={3}
            maxLength={REPORT_COMMENT_MAX}
            className={inputClass}
            {...fieldA11y('board-comment', error ?? undefined, 'board-comment-hint')}
          />
          <FieldHint id="board-comment-hint">
            An internal note is for the board only. A public comment is shown to the reporter
            {report.kind === 'maintenance' ? ' and to residents who can see the report' : ''}.
          </FieldHint>
          {error && <FieldError id="board-comment-error">{error}</FieldError>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="button" disabled={busy} onClick={() => void send(true)}>
            Add internal note
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void send(false)}>
            Send public comment
          </Button>
          <p role="status" className="text-sm font-medium text-brand-800">
            {done}
          </p>
        </div>
      </form>
    </section>
  );
}
