import { useCallback, useRef, useState } from 'react';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';

/** What a confirmation asks: the question (its title), what the yes does, and an optional word more. */
export interface ConfirmQuestion {
  question: string;
  /** The button that goes ahead: "Delete", "Approve". */
  confirmLabel: string;
  /** A sentence under the question: what follows (the request closes, the letter is issued). */
  detail?: string;
  /** A destructive or final answer: the button is red. */
  danger?: boolean;
}

interface Pending extends ConfirmQuestion {
  answer: (yes: boolean) => void;
}

/**
 * Asks in the site's own dialog rather than the browser's `confirm()` box, which looks like the
 * browser's, names the site's address and cannot say what follows: `await ask({...})` is true
 * when the person confirmed. The screen renders `dialog` once. Cancel has the focus first, so
 * Enter alone never deletes (docs/product/site.md, "Confirmations").
 */
export function useConfirm() {
  const [pending, setPending] = useState<Pending | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const ask = useCallback(
    (question: ConfirmQuestion) =>
      new Promise<boolean>((resolve) => {
        setPending({
          ...question,
          answer: (yes) => {
            setPending(null);
            resolve(yes);
          },
        });
      }),
    [],
  );

  const dialog = (
    <Modal
      open={pending !== null}
      title={pending?.question ?? ''}
      onClose={() => pending?.answer(false)}
      role="alertdialog"
      initialFocus={cancelRef}
    >
      {pending?.detail && <p className="text-slate-700">{pending.detail}</p>}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button ref={cancelRef} variant="secondary" onClick={() => pending?.answer(false)}>
          Cancel
        </Button>
        <Button variant={pending?.danger ? 'danger' : 'primary'} onClick={() => pending?.answer(true)}>
          {pending?.confirmLabel}
        </Button>
      </div>
    </Modal>
  );

  return { ask, dialog };
}
