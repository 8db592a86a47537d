import { useState, type FormEvent } from 'react';
import {
  accountDeleteSchema,
  emailChangeSchema,
  passwordChangeSchema,
  type Account,
} from '../../shared/account.ts';
import { failure } from '../transport/failure.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { Field } from '../components/forms/Field.tsx';
import { useApiForm } from '../components/forms/useApiForm.ts';
import { AccountForm, AccountSection } from './AccountSection.tsx';
import { changeEmail, changePassword, deleteAccount } from './api.ts';
import { useConfirm } from '../components/ui/useConfirm.tsx';

/** A new password, with the current one; the server signs every other device out. */
export function PasswordForm() {
  const [saved, setSaved] = useState<string | null>(null);
  const form = useApiForm({
    idPrefix: 'password',
    schema: passwordChangeSchema,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    submit: (values) => {
      setSaved(null);
      return changePassword(values);
    },
    failure: failure.withRefusal('Failed to change your password.'),
    onDone: () => {
      form.reset();
      setSaved('Password changed. You were signed out everywhere else.');
    },
  });
  return (
    <AccountSection id="password" title="Change password">
      <AccountForm
        form={form}
        label="Change password"
        submitLabel="Change Password"
        busyLabel="Saving..."
        saved={saved}
      >
        <Field
          form={form}
          name="currentPassword"
          label="Current password"
          control="password"
          autoComplete="current-password"
        />
        <Field
          form={form}
          name="newPassword"
          label="New password"
          control="password"
          autoComplete="new-password"
          options={{ deps: ['confirmPassword'] }}
        />
        <Field
          form={form}
          name="confirmPassword"
          label="Confirm new password"
          control="password"
          autoComplete="new-password"
        />
      </AccountForm>
    </AccountSection>
  );
}

/** A new email address: it applies once the link mailed there is opened. */
export function EmailForm({ account, mailEnabled }: { account: Account; mailEnabled: boolean }) {
  const [sent, setSent] = useState<string | null>(null);
  const form = useApiForm({
    idPrefix: 'email',
    schema: emailChangeSchema,
    defaultValues: { email: '', password: '' },
    submit: (values) => {
      setSent(null);
      return changeEmail(values);
    },
    failure: failure.withRefusal('Failed to change your email.'),
    onDone: ({ message }) => {
      form.reset();
      setSent(message);
    },
  });
  return (
    <AccountSection id="email" title="Change email">
      <p className="mb-4 text-slate-700">
        Your email is <strong>{account.email}</strong>.
      </p>
      {mailEnabled ? (
        <AccountForm
          form={form}
          label="Change email"
          submitLabel="Send Confirmation Link"
          busyLabel="Sending..."
          saved={sent}
        >
          <Field form={form} name="email" label="New email" type="email" autoComplete="email" />
          <Field
            form={form}
            name="password"
            label="Your password"
            control="password"
            autoComplete="current-password"
          />
        </AccountForm>
      ) : (
        <p className="text-slate-700">
          This site does not send email, so a new address cannot be confirmed. Ask an administrator to help.
        </p>
      )}
    </AccountSection>
  );
}

/** Deleting the account, with the password and a confirmation in the site's dialog. */
export function DeleteAccountForm() {
  const { logout } = useAuth();
  const confirm = useConfirm();
  const form = useApiForm({
    idPrefix: 'delete',
    schema: accountDeleteSchema,
    defaultValues: { password: '' },
    submit: deleteAccount,
    failure: failure.withRefusal('Failed to delete your account.'),
    // Signing out locally goes to the sign-in page, as every sign-out does.
    onDone: logout,
  });
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    // The answer comes later than the submit event: the browser must not submit meanwhile.
    event.preventDefault();
    const yes = await confirm.ask({
      question: 'Are you sure you want to delete your account? This cannot be undone.',
      confirmLabel: 'Delete My Account',
      danger: true,
    });
    if (yes) await form.onSubmit(event);
  };
  return (
    <AccountSection id="delete" title="Delete account">
      <AccountForm
        form={form}
        label="Delete account"
        submitLabel="Delete My Account"
        busyLabel="Deleting..."
        danger
        onSubmit={(event) => void onSubmit(event)}
        intro={
          <p className="text-slate-700">
            Your account and your sign-in are removed for good. What you posted as staff stays on the site.
          </p>
        }
      >
        <Field
          form={form}
          name="password"
          label="Your password"
          control="password"
          autoComplete="current-password"
          toggleLabel="password for deletion"
        />
      </AccountForm>
      {confirm.dialog}
    </AccountSection>
  );
}
