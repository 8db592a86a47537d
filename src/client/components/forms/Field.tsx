import type { AllHTMLAttributes, ReactNode } from 'react';
import { get, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';
import { FormField, fieldA11y, inputClass } from '../ui/FormField.tsx';
import { FieldHint } from '../ui/FormParts.tsx';
import { PasswordInput } from '../ui/PasswordInput.tsx';
import type { ApiForm } from './useApiForm.ts';

type Control = 'input' | 'textarea' | 'select' | 'password';

type Attributes = Omit<AllHTMLAttributes<HTMLElement>, 'form' | 'name' | 'label' | 'children' | 'id'>;

/**
 * One labelled field of an API form: the control registered with the form, its id
 * (`<idPrefix>-<name>`), the hint and the field's error tied to it for screen readers.
 */
export function Field<Values extends FieldValues, Output>({
  form,
  name,
  label,
  control = 'input',
  hint,
  options,
  toggleLabel,
  children,
  ...attributes
}: Attributes & {
  form: ApiForm<Values, Output>;
  name: Path<Values>;
  label: string;
  control?: Control;
  /** A line under the control, read with it (e.g. "Leave empty for today."). */
  hint?: ReactNode;
  options?: RegisterOptions<Values, Path<Values>>;
  /** A password field's show/hide button says "Show <toggleLabel>". */
  toggleLabel?: string;
  /** The options of a select. */
  children?: ReactNode;
}) {
  const id = `${form.idPrefix}-${name}`;
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const hintId = hint ? `${id}-hint` : undefined;
  const props = {
    ...attributes,
    ...form.register(name, options),
    ...fieldA11y(id, error, hintId),
    className: inputClass,
  };
  return (
    <FormField id={id} label={label} error={error}>
      {control === 'textarea' ? (
        <textarea {...props} />
      ) : control === 'select' ? (
        <select {...props}>{children}</select>
      ) : control === 'password' ? (
        <PasswordInput {...props} toggleLabel={toggleLabel ?? label.toLowerCase()} />
      ) : (
        <input {...props} />
      )}
      {hint && hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
    </FormField>
  );
}
