import { useState } from 'react';
import { failureText, type Failure } from '../../transport/failure.ts';
import { deleteQuestion } from '../ui/confirm.ts';
import { useConfirm } from '../ui/useConfirm.tsx';

/**
 * The writes of a staff screen around the lists it shows: which item the add/edit modal is open
 * for, deletion after the product's confirmation (in the site's dialog, `confirmDialog`, which
 * EditorModal renders), other one-click changes, and the screen's declared failure text for each. Every write that succeeds reloads the lists, and an add, edit or
 * delete says so in `notice`.
 */
export function useStaffWrites<Item extends { id: string }>({
  reload,
  remove: removeItem,
  thing,
  deleteFailed,
}: {
  reload: () => void;
  remove: (id: string) => Promise<unknown>;
  /** Named in "Are you sure you want to delete this …?". */
  thing: string;
  deleteFailed: Failure;
}) {
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const Thing = thing.charAt(0).toUpperCase() + thing.slice(1);
  const confirm = useConfirm();

  /** Runs one write for an item (its buttons are busy meanwhile), then shows the lists as they now are. */
  const run = async (item: Item, write: () => Promise<unknown>, failed: Failure, done?: string) => {
    setActionError(null);
    setNotice(null);
    setBusyId(item.id);
    try {
      await write();
      reload();
      if (done) setNotice(done);
    } catch (error) {
      setActionError(failureText(failed, error));
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (item: Item) => {
    const yes = await confirm.ask({ question: deleteQuestion(thing), confirmLabel: 'Delete', danger: true });
    if (yes) await run(item, () => removeItem(item.id), deleteFailed, `${Thing} deleted.`);
  };

  /** Opens the modal for an item, or for a new one; the last failure and notice go. */
  const edit = (item: Item | 'new') => {
    setActionError(null);
    setNotice(null);
    setEditing(item);
  };

  /** Closes the modal after a save, says what was saved and shows the lists as they now are. */
  const saved = () => {
    setNotice(editing === 'new' ? `${Thing} added.` : `${Thing} updated.`);
    setEditing(null);
    reload();
  };

  return {
    editing,
    edit,
    close: () => setEditing(null),
    saved,
    actionError,
    /** What the last write did ("School added."), for the status message; null once dismissed. */
    notice,
    dismissNotice: () => setNotice(null),
    /** The delete confirmation, rendered once by the screen (EditorModal does). */
    confirmDialog: confirm.dialog,
    /** Asks another question in the same dialog (news: "Email this news item ...?"). */
    ask: confirm.ask,
    busyId,
    run,
    remove,
  };
}
