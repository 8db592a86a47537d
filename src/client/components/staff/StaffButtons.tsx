import type { ReactNode } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { buttonClass } from '../ui/buttons.ts';

/** The screen's "add" button, in the title bar of a staff list. */
export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={buttonClass.primary} onClick={onClick}>
      <Plus aria-hidden="true" size={18} /> {children}
    </button>
  );
}

/** Edit and Delete for one item of a staff list, named after the item for screen readers. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  className = 'flex gap-2',
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <button type="button" className={buttonClass.small} aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" size={14} /> Edit
      </button>
      <button type="button" className={buttonClass.danger} aria-label={`Delete ${name}`} onClick={onDelete}>
        <Trash2 aria-hidden="true" size={14} /> Delete
      </button>
    </div>
  );
}
