import type { ReactNode } from 'react';
import { FieldError, Label } from './FormParts.tsx';

/** The text control's look, shared by every form (FormParts.tsx draws the controls with it). */
export { inputClass } from './FormParts.tsx';

/** A labelled field with its error underneath; the input gets `id` and aria-describedby from the caller. */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

/** Props that tie an input to its FormField error (and to a hint under it, when there is one). */
export function fieldA11y(id: string, error: string | undefined, hintId?: string) {
  const describedBy = [hintId, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}
