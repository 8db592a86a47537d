import type { ReactNode } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Button } from '../ui/Button.tsx';

/** The screen's "add" button, in the title bar of a staff list. */
export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" size={18} /> {children}
    </Button>
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
      <Button variant="small" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" size={14} /> Edit
      </Button>
      <Button variant="danger" aria-label={`Delete ${name}`} onClick={onDelete}>
        <Trash2 aria-hidden="true" size={14} /> Delete
      </Button>
    </div>
  );
}
