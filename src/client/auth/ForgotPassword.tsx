import { useEffect, useRef, useState } from 'react';
import { forgotPasswordSchema } from '../../shared/auth.ts';
import { useCommunity, useMailEnabled } from '../community/CommunityProvider.tsx';
import { Field } from '../components/forms/Field.tsx';
import { useApiForm } from '../components/forms/useApiForm.ts';
import { requestResetLink } from './api.ts';
import { AUTH_FAILED, AuthForm } from './AuthFormParts.tsx';

/**
 * Shown from "Forgot password?": a form that mails a reset link when the site can send mail,
 * otherwise the property manager's contacts.
 */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const mailEnabled = useMailEnabled();
  const heading = useRef<HTMLHeadingElement>(null);

  // The panel replaces the sign-in form: move focus to its heading so keyboard and screen-reader users follow.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="space-y-4">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-950 focus:outline-none">
        Reset your password
      </h1>
      {mailEnabled ? <ResetLinkForm /> : <ContactManager />}
      <button type="button" className="text-sm font-medium text-brand-800 underline" onClick={onBack}>
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
      <a className="text-brand-800 underline" href={`mailto:${community.managerEmail}`}>
        {community.managerEmail}
      </a>{' '}
      or {community.managerPhone}.
    </p>
  );
}

function ResetLinkForm() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useApiForm({
    idPrefix: 'forgot',
    schema: forgotPasswordSchema,
    mode: 'onChange',
    defaultValues: { email: '' },
    submit: requestResetLink,
    failure: AUTH_FAILED,
    onDone: ({ message }) => setSent(message),
  });

  if (sent) {
    return (
      <p role="status" className="rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900">
        {sent}
      </p>
    );
  }

  return (
    <AuthForm
      form={form}
      label="Request a password reset link"
      fields={{ email: 'Email' }}
      submitLabel="Send Reset Link"
      busyLabel="Sending..."
    >
      <p className="text-slate-700">
        Enter the email address of your account and we will send you a link to choose a new password.
      </p>
      <Field form={form} name="email" label="Email" type="email" autoComplete="email" />
    </AuthForm>
  );
}
