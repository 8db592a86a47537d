import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { MIN } from '../../shared/limits.ts';
import { failure } from '../transport/failure.ts';
import { Field } from '../components/forms/Field.tsx';
import type { ApiForm } from '../components/forms/useApiForm.ts';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';

/** Sign-in, registration and password reset show the server's reason, or these words. */
export const AUTH_FAILED = failure.serverFirst('An unknown error occurred');

/**
 * A form of the sign-in pages: the failure above the fields, and a full-width submit button that
 * is enabled once every field passes (the forms check as the visitor types).
 */
export function AuthForm<Values extends FieldValues, Output>({
  form,
  label,
  submitLabel,
  busyLabel,
  children,
}: {
  form: ApiForm<Values, Output>;
  label: string;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  const { isValid, isSubmitting } = form.formState;
  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-4" aria-label={label}>
      <ErrorBanner message={form.failure} />
      {children}
      <button
        type="submit"
        disabled={!isValid || isSubmitting}
        className="w-full rounded-md bg-brand-800 px-4 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {isSubmitting ? busyLabel : submitLabel}
      </button>
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
