import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { failure } from '../api/failure.ts';
import type { ApiForm } from '../components/forms/useApiForm.ts';

/** Sign-in, registration and password reset show the server's reason, or these words. */
export const AUTH_FAILED = failure.serverFirst('An unknown error occurred');

/** The full-width submit button of the sign-in page's forms: enabled once every field passes. */
export function SubmitButton<Values extends FieldValues, Output>({
  form,
  busyLabel,
  children,
}: {
  form: ApiForm<Values, Output>;
  busyLabel: string;
  children: ReactNode;
}) {
  const { isValid, isSubmitting } = form.formState;
  return (
    <button
      type="submit"
      disabled={!isValid || isSubmitting}
      className="w-full rounded-md bg-emerald-800 px-4 py-2.5 font-semibold text-white hover:bg-emerald-900 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {isSubmitting ? busyLabel : children}
    </button>
  );
}
