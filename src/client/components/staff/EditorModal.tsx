import type { ComponentType, ReactNode } from 'react';
import { Modal } from '../ui/Modal.tsx';
import { StaffNotice } from './StaffNotice.tsx';

/** What every staff add/edit form takes: the item (null to add one), and how it ends. */
export interface StaffFormProps<Item> {
  item: Item | null;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The add/edit dialog of a staff list: open while `editing` names an item (or 'new'), with the
 * screen's form inside. The dialog stays mounted and only opens and closes, so focus goes back to
 * the button that opened it. Beside it, the toast that says what the screen's last add, edit or
 * delete did, and the delete confirmation: every screen that writes has this dialog, so each gets
 * the toast and the confirmation from here.
 */
export function EditorModal<Item extends { id: string }>({
  staff: { editing, close, saved, notice, dismissNotice, confirmDialog },
  titles,
  Form,
}: {
  staff: {
    editing: Item | 'new' | null;
    close: () => void;
    saved: () => void;
    notice: string | null;
    dismissNotice: () => void;
    confirmDialog: ReactNode;
  };
  titles: { add: string; edit: string };
  Form: ComponentType<StaffFormProps<Item>>;
}) {
  return (
    <>
      <StaffNotice notice={notice} onDismiss={dismissNotice} />
      {confirmDialog}
      <Modal open={editing !== null} title={editing === 'new' ? titles.add : titles.edit} onClose={close}>
        {editing !== null && (
          <Form
            key={editing === 'new' ? 'new' : editing.id}
            item={editing === 'new' ? null : editing}
            onSaved={saved}
            onCancel={close}
          />
        )}
      </Modal>
    </>
  );
}
