import type { ReactNode } from 'react';
import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import { MIN } from '../../shared/limits.ts';
import { failure } from '../transport/failure.ts';
import { Field } from '../components/forms/Field.tsx';
import type { ApiForm } from '../components/forms/useApiForm.ts';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
import { missingFieldsText, SubmitButton } from '../components/forms/SubmitButton.tsx';

/** Sign-in, registration and password reset show the server's reason, or these words. */
export const AUTH_FAILED = failure.serverFirst('An unknown error occurred');

/**
 * A form of the sign-in pages: the failure above the fields, and a full-width submit button that
 * reads as disabled until every field passes (the forms check as the visitor types), with the
 * fields still empty named under it; pressed early, it shows each field's message.
 */
export function AuthForm<Values extends FieldValues, Output>({
  form,
  label,
  fields,
  submitLabel,
  busyLabel,
  children,
}: {
  form: ApiForm<Values, Output>;
  label: string;
  /** Each field's label, in the form's order: named in "Fill in ... to continue.". */
  fields: Partial<Record<Path<Values>, string>>;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  const { isValid, isSubmitting } = form.formState;
  const values = useWatch({ control: form.control }) as Record<string, unknown>;
  const empty = Object.entries(fields)
    .filter(([name]) => String(values[name] ?? '').trim() === '')
    .map(([, fieldLabel]) => String(fieldLabel));
  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-4" aria-label={label}>
      <ErrorBanner message={form.failure} />
      {children}
      <SubmitButton
        id={`${form.idPrefix}-submit`}
        missing={isValid ? null : missingFieldsText(empty)}
        busy={isSubmitting}
        className="w-full rounded-md bg-brand-800 px-4 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {isSubmitting ? busyLabel : submitLabel}
      </SubmitButton>
    </form>
  );
}

/** A new password and its confirmation; changing the first checks the second again. */
export function NewPasswordFields<Values extends { password: string; confirmPassword: string }, Output>({
  form,
  label,
}: {
  form: ApiForm<Values, Output>;
  label: string;
}) {
  const password = 'password' as Path<Values>;
  const confirm = 'confirmPassword' as Path<Values>;
  return (
    <>
      <Field
        form={form}
        name={password}
        label={label}
        control="password"
        options={{ deps: [confirm] }}
        autoComplete="new-password"
        hint={`At least ${MIN.password} characters, no spaces.`}
      />
      <Field
        form={form}
        name={confirm}
        label="Confirm Password"
        control="password"
        autoComplete="new-password"
      />
    </>
  );
}
