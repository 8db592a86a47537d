import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ErrorBanner } from '../ui/ErrorBanner.tsx';
import type { ApiForm } from './useApiForm.ts';
import { Button } from '../ui/Button.tsx';
import { SubmitButton } from './SubmitButton.tsx';

/**
 * The add/edit form of a staff modal: the failure above the fields, then Cancel and the submit
 * button that says what it does ("Saving..." while the request runs).
 */
export function StaffForm<Values extends FieldValues, Output>({
  form,
  onCancel,
  addLabel,
  editLabel = 'Save Changes',
  missing = null,
  label,
  children,
}: {
  /** With `editing` (from useStaffForm) the button says editLabel for an existing item. */
  form: ApiForm<Values, Output> & { editing?: boolean };
  onCancel: () => void;
  addLabel: string;
  editLabel?: string;
  /** What the form still needs before it can be saved, said under the button (SubmitButton). */
  missing?: string | null;
  /** The form's accessible name, when the dialog title is not enough. */
  label?: string;
  children: ReactNode;
}) {
  const submitting = form.formState.isSubmitting;
  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-4" aria-label={label}>
      <ErrorBanner message={form.failure} />
      {children}
      <div className="flex flex-wrap items-center justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton id={`${form.idPrefix}-submit`} missing={missing} busy={submitting}>
          {submitting ? 'Saving...' : form.editing ? editLabel : addLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
