import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ErrorBanner } from '../ui/ErrorBanner.tsx';
import type { ApiForm } from './useApiForm.ts';
import { Button } from '../ui/Button.tsx';

/**
 * The add/edit form of a staff modal: the failure above the fields, then Cancel and the submit
 * button that says what it does ("Saving..." while the request runs).
 */
export function StaffForm<Values extends FieldValues, Output>({
  form,
  onCancel,
  addLabel,
  editLabel = 'Save Changes',
  disabled = false,
  label,
  children,
}: {
  /** With `editing` (from useStaffForm) the button says editLabel for an existing item. */
  form: ApiForm<Values, Output> & { editing?: boolean };
  onCancel: () => void;
  addLabel: string;
  editLabel?: string;
  disabled?: boolean;
  /** The form's accessible name, when the dialog title is not enough. */
  label?: string;
  children: ReactNode;
}) {
  const submitting = form.formState.isSubmitting;
  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-4" aria-label={label}>
      <ErrorBanner message={form.failure} />
      {children}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={disabled || submitting}>
          {submitting ? 'Saving...' : form.editing ? editLabel : addLabel}
        </Button>
      </div>
    </form>
  );
}
