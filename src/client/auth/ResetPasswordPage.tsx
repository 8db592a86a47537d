import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { resetPasswordSchema } from '../../shared/auth.ts';
import { messageOf } from '../api/client.ts';
import { FormField, fieldA11y, inputClass } from '../components/ui/FormField.tsx';
import { PasswordInput } from '../components/ui/PasswordInput.tsx';
import { ErrorBanner } from './ErrorBanner.tsx';
import { resetPassword } from './password-reset-api.ts';

type ResetInput = z.infer<typeof resetPasswordSchema>;

/** /reset-password?token=...: the page the mailed link opens. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl bg-white p-8 shadow-lg ring-1 ring-slate-200">
        <h1 className="mb-6 text-center text-2xl font-bold text-emerald-950">Choose a New Password</h1>
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <p className="text-slate-700">
            This page needs the link from your password reset email.{' '}
            <Link to="/login" className="font-medium text-emerald-800 underline">
              Go to sign in
            </Link>{' '}
            and choose &quot;Forgot password?&quot; to get a new one.
          </p>
        )}
      </div>
    </div>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ResetInput>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onChange',
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { message } = await resetPassword(values);
      navigate('/login', { replace: true, state: { notice: message } });
    } catch (error) {
      setServerError(messageOf(error, 'An unknown error occurred'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Reset password">
      <ErrorBanner message={serverError} />
      <FormField id="reset-password" label="New Password" error={errors.password?.message}>
        <PasswordInput
          {...register('password', { deps: ['confirmPassword'] })}
          {...fieldA11y('reset-password', errors.password?.message)}
          toggleLabel="new password"
          autoComplete="new-password"
          className={inputClass}
        />
      </FormField>
      <FormField id="reset-confirm" label="Confirm Password" error={errors.confirmPassword?.message}>
        <PasswordInput
          {...register('confirmPassword')}
          {...fieldA11y('reset-confirm', errors.confirmPassword?.message)}
          toggleLabel="confirm password"
          autoComplete="new-password"
          className={inputClass}
        />
      </FormField>
      <button
        type="submit"
        disabled={!isValid || isSubmitting}
        className="w-full rounded-md bg-emerald-800 px-4 py-2.5 font-semibold text-white hover:bg-emerald-900 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {isSubmitting ? 'Saving...' : 'Reset Password'}
      </button>
    </form>
  );
}
