import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { forgotPasswordSchema } from '../../shared/auth.ts';
import type { PasswordResetAvailability } from '../../shared/password-reset.ts';
import { messageOf } from '../api/client.ts';
import { useApiQuery } from '../api/data-cache.tsx';
import { useCommunity } from '../community/CommunityProvider.tsx';
import { FormField, fieldA11y, inputClass } from '../components/ui/FormField.tsx';
import { ErrorBanner } from './ErrorBanner.tsx';
import { PASSWORD_RESET_AVAILABILITY_PATH, requestResetLink } from './password-reset-api.ts';

type ForgotInput = z.infer<typeof forgotPasswordSchema>;

/**
 * Shown from "Forgot password?": a form that mails a reset link when the site can send mail,
 * otherwise the property manager's contacts.
 */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const availability = useApiQuery<PasswordResetAvailability>(PASSWORD_RESET_AVAILABILITY_PATH);
  const heading = useRef<HTMLHeadingElement>(null);

  // The panel replaces the sign-in form: move focus to its heading so keyboard and screen-reader users follow.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="space-y-4">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-emerald-950 focus:outline-none">
        Reset your password
      </h1>
      {availability.loading ? (
        <p role="status" className="text-slate-600">
          Loading...
        </p>
      ) : availability.data?.mailEnabled ? (
        <ResetLinkForm />
      ) : (
        <ContactManager />
      )}
      <button type="button" className="text-sm font-medium text-emerald-800 underline" onClick={onBack}>
        Back to sign in
      </button>
    </div>
  );
}

function ContactManager() {
  const community = useCommunity();
  return (
    <p className="text-slate-700">
      Please contact the property manager, {community.managerName}, at{' '}
      <a className="text-emerald-800 underline" href={`mailto:${community.managerEmail}`}>
        {community.managerEmail}
      </a>{' '}
      or {community.managerPhone}.
    </p>
  );
}

function ResetLinkForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ForgotInput>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onChange',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      setSent((await requestResetLink(values)).message);
    } catch (error) {
      setServerError(messageOf(error, 'An unknown error occurred'));
    }
  });

  if (sent) {
    return (
      <p
        role="status"
        className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900"
      >
        {sent}
      </p>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Request a password reset link">
      <p className="text-slate-700">
        Enter the email address of your account and we will send you a link to choose a new password.
      </p>
      <ErrorBanner message={serverError} />
      <FormField id="forgot-email" label="Email" error={errors.email?.message}>
        <input
          {...register('email')}
          {...fieldA11y('forgot-email', errors.email?.message)}
          type="email"
          autoComplete="email"
          className={inputClass}
        />
      </FormField>
      <button
        type="submit"
        disabled={!isValid || isSubmitting}
        className="w-full rounded-md bg-emerald-800 px-4 py-2.5 font-semibold text-white hover:bg-emerald-900 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </button>
    </form>
  );
}
