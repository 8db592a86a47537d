import { voteCancelSchema, type Vote } from '../../shared/votes/votes.ts';
import { Field } from '../components/forms/Field.tsx';
import { SubmitButton } from '../components/forms/SubmitButton.tsx';
import { useApiForm } from '../components/forms/useApiForm.ts';
import { Button } from '../components/ui/Button.tsx';
import { buttonClass } from '../components/ui/buttons.ts';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
import { Modal } from '../components/ui/Modal.tsx';
import { failure } from '../transport/failure.ts';
import { cancelVote } from './api.ts';

/**
 * Cancelling an open vote, with the reason residents will read on its page. Final: no ballot
 * can be cast after, and no result is published.
 */
export function CancelVoteDialog({
  vote,
  onClose,
}: {
  vote: Vote | null;
  onClose: (cancelled: boolean) => void;
}) {
  return (
    <Modal open={vote !== null} title="Cancel this vote" onClose={() => onClose(false)}>
      {vote && <CancelForm key={vote.id} vote={vote} onClose={onClose} />}
    </Modal>
  );
}

function CancelForm({ vote, onClose }: { vote: Vote; onClose: (cancelled: boolean) => void }) {
  const form = useApiForm({
    idPrefix: 'cancel',
    schema: voteCancelSchema,
    defaultValues: { reason: '' },
    submit: ({ reason }) => cancelVote(vote.id, reason),
    failure: failure.serverFirst('Failed to cancel the vote. Please try again.'),
    onDone: () => onClose(true),
  });
  const busy = form.formState.isSubmitting;
  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-4">
      <p className="text-slate-700">
        “{vote.title}” stops taking ballots and publishes no result. Residents see the reason on its page.
      </p>
      <ErrorBanner message={form.failure} />
      <Field form={form} name="reason" label="Reason" control="textarea" rows={3} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => onClose(false)}>
          Keep it open
        </Button>
        <SubmitButton id="cancel-submit" missing={null} busy={busy} className={buttonClass.danger}>
          {busy ? 'Cancelling...' : 'Cancel the vote'}
        </SubmitButton>
      </div>
    </form>
  );
}
