import { useState } from 'react';
import { arcCommentInputSchema, type ArcRequest } from '../../shared/arc-requests/arc-requests.ts';
import {
  ARC_TRANSITIONS,
  ARC_STATUS_LABELS,
  isArcDecision,
  type ArcTransition,
} from '../../shared/arc-requests/workflow.ts';
import { failure, failureText } from '../transport/failure.ts';
import { Field } from '../components/forms/Field.tsx';
import { useApiForm } from '../components/forms/useApiForm.ts';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
import { fieldA11y, inputClass } from '../components/ui/FormField.tsx';
import { changeArcStatus, commentOnArcRequest, withdrawArcRequest } from './api.ts';
import { Button } from '../components/ui/Button.tsx';
import { useConfirm } from '../components/ui/useConfirm.tsx';

interface Props {
  request: ArcRequest;
  onChange: (request: ArcRequest) => void;
}

const panel = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

/**
 * The committee's moves: one button per move the server allows from here (its allowedStatuses,
 * from the one transition table), with the note that decisions and questions need. A decision is
 * final and issues the letter, so it is asked once more in the site's dialog.
 */
export function DecisionControls({ request, onChange }: Props) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = useConfirm();
  const moves = ARC_TRANSITIONS.filter(
    (t) => t.by === 'committee' && t.from === request.status && request.allowedStatuses.includes(t.to),
  );
  const decide = async ({ to, noteMessage, action }: ArcTransition) => {
    setError(null);
    if (noteMessage && !note.trim()) {
      setError(noteMessage);
      return;
    }
    if (
      isArcDecision(to) &&
      !(await confirm.ask({
        question: `${action}: "${request.title}"?`,
        detail: 'A decision is final: the request closes, and the decision letter is issued with your note.',
        confirmLabel: action,
        danger: to === 'denied',
      }))
    ) {
      return;
    }
    setBusy(true);
    try {
      onChange(await changeArcStatus(request.id, { status: to, note: note.trim() || undefined }));
      setNote('');
    } catch (failed) {
      setError(
        failureText(
          failure.withReason(
            `Failed to move the request to ${ARC_STATUS_LABELS[to].toLowerCase()}: {reason}`,
          ),
          failed,
        ),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="decision-controls-heading" className={panel}>
      <h2 id="decision-controls-heading" className="text-lg font-semibold text-brand-950">
        Committee decision
      </h2>
      <div className="mt-3 space-y-1">
        <label htmlFor="arc-note" className="block text-sm font-medium text-slate-800">
          Note to the resident
        </label>
        <textarea
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={4}
          className={inputClass}
          {...fieldA11y('arc-note', error ?? undefined, 'arc-note-hint')}
        />
        <p id="arc-note-hint" className="text-xs text-slate-600">
          Needed for a decision (the conditions of an approval with conditions) and to ask for more
          information.
        </p>
        {error && (
          <p id="arc-note-error" role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {moves.map((move) => (
          <Button
            key={move.to}
            variant={move.to === 'denied' ? 'danger' : 'primary'}
            disabled={busy}
            onClick={() => void decide(move)}
          >
            {move.action}
          </Button>
        ))}
      </div>
      {confirm.dialog}
    </section>
  );
}

/** A comment; the resident's answer when more information is needed (it sends the request back for review). */
export function CommentForm({ request, owner, onChange }: Props & { owner: boolean }) {
  const answering = owner && request.status === 'more_info';
  const form = useApiForm({
    idPrefix: 'comment',
    schema: arcCommentInputSchema,
    defaultValues: { body: '' },
    submit: (values) => commentOnArcRequest(request.id, values),
    failure: failure.withReason('Failed to send your comment: {reason}'),
    onDone: (updated) => {
      form.reset({ body: '' });
      onChange(updated);
    },
  });
  const title = answering ? 'Reply to the committee' : owner ? 'Add a comment' : 'Comment to the resident';
  return (
    <section aria-labelledby="comment-heading" className={panel}>
      <h2 id="comment-heading" className="text-lg font-semibold text-brand-950">
        {title}
      </h2>
      {answering && (
        <p className="mt-1 text-sm text-slate-700">
          The committee asked for more information. Your reply sends the request back for review.
        </p>
      )}
      <form onSubmit={form.onSubmit} noValidate className="mt-3 space-y-3" aria-label={title}>
        <ErrorBanner message={form.failure} />
        <Field
          form={form}
          name="body"
          label={answering ? 'Your reply' : 'Comment'}
          control="textarea"
          rows={4}
        />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending...' : answering ? 'Send reply' : 'Send comment'}
        </Button>
      </form>
    </section>
  );
}

/** The resident withdraws an open request, after confirming in the site's dialog. */
export function WithdrawButton({ request, onChange }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = useConfirm();
  const withdraw = async () => {
    const yes = await confirm.ask({
      question: 'Withdraw this request?',
      detail: 'The committee will not decide it.',
      confirmLabel: 'Withdraw',
      danger: true,
    });
    if (!yes) return;
    setError(null);
    setBusy(true);
    try {
      onChange(await withdrawArcRequest(request.id));
    } catch (failed) {
      setError(failureText(failure.withReason('Failed to withdraw the request: {reason}'), failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="withdraw-heading" className={panel}>
      <h2 id="withdraw-heading" className="text-lg font-semibold text-brand-950">
        Withdraw
      </h2>
      <p className="mt-1 text-sm text-slate-700">You can withdraw the request until the committee decides.</p>
      <ErrorBanner message={error} />
      <Button variant="secondary" className="mt-3" disabled={busy} onClick={() => void withdraw()}>
        Withdraw request
      </Button>
      {confirm.dialog}
    </section>
  );
}
