import { buttonClass } from './buttons.ts';

/** The footer of every staff add/edit form: Cancel, and the submit button that says what it does. */
export function FormActions({
  onCancel,
  submitting,
  editing,
  addLabel,
  disabled = false,
}: {
  onCancel: () => void;
  submitting: boolean;
  /** True when the form edits an existing item ("Save Changes"), false when it adds one. */
  editing: boolean;
  addLabel: string;
  disabled?: boolean;
}) {
  return (
    <div className="flex justify-end gap-2 pt-2">
      <button type="button" onClick={onCancel} className={buttonClass.secondary}>
        Cancel
      </button>
      <button type="submit" disabled={disabled || submitting} className={buttonClass.primary}>
        {submitting ? 'Saving...' : editing ? 'Save Changes' : addLabel}
      </button>
    </div>
  );
}
