import { useState } from 'react';
import { accountPatchSchema, residentRequestSchema, type Account } from '../../shared/account.ts';
import { failure } from '../transport/failure.ts';
import { Field } from '../components/forms/Field.tsx';
import { useApiForm } from '../components/forms/useApiForm.ts';
import { AccountForm, AccountSection } from './AccountSection.tsx';
import { requestResidentStatus, updateAccount } from './api.ts';
import { useMailEnabled } from '../community/CommunityProvider.tsx';

interface Props {
  account: Account;
  onChange: (account: Account) => void;
}

/** Username and home address. */
export function ProfileForm({ account, onChange }: Props) {
  const [saved, setSaved] = useState<string | null>(null);
  const form = useApiForm({
    idPrefix: 'profile',
    schema: accountPatchSchema,
    defaultValues: { username: account.username, address: account.address ?? '' },
    submit: (values) => {
      setSaved(null);
      return updateAccount({ username: values.username, address: values.address });
    },
    failure: failure.withRefusal('Failed to save your profile.'),
    onDone: (updated) => {
      onChange(updated);
      setSaved('Profile saved.');
    },
  });
  return (
    <AccountSection id="profile" title="Profile">
      <AccountForm form={form} label="Profile" submitLabel="Save Profile" busyLabel="Saving..." saved={saved}>
        <Field form={form} name="username" label="Username" autoComplete="username" />
        <Field
          form={form}
          name="address"
          label="Home address"
          autoComplete="street-address"
          hint="Optional. Changing it sends a resident approval back for review."
        />
      </AccountForm>
    </AccountSection>
  );
}

/**
 * Which announcements the person wants by email. Only news is offered: nothing mails new events (the
 * stored `notifications.events` stays in the API for when something does), and on a site that sends
 * no mail the section says so instead of offering a choice that can never fire.
 */
export function NotificationsForm({ account, onChange }: Props) {
  const [saved, setSaved] = useState<string | null>(null);
  const mailEnabled = useMailEnabled();
  const form = useApiForm({
    idPrefix: 'notifications',
    schema: accountPatchSchema,
    defaultValues: { notifications: account.notifications },
    submit: (values) => {
      setSaved(null);
      return updateAccount({ notifications: values.notifications });
    },
    failure: failure.withRefusal('Failed to save your choices.'),
    onDone: (updated) => {
      onChange(updated);
      setSaved('Choices saved.');
    },
  });
  const choices = [{ name: 'notifications.news', label: 'Community news and alerts' }] as const;
  return (
    <AccountSection id="notifications" title="Email notifications">
      {!mailEnabled ? (
        <p className="text-slate-700">
          This site does not send email, so there are no email notifications. News and alerts are on the news
          page.
        </p>
      ) : (
        <AccountForm
          form={form}
          label="Email notifications"
          submitLabel="Save Choices"
          busyLabel="Saving..."
          saved={saved}
        >
          <fieldset className="space-y-2">
            <legend className="text-sm text-slate-700">Send me an email about:</legend>
            {choices.map((choice) => (
              <label key={choice.name} className="flex items-center gap-2 text-slate-800">
                <input type="checkbox" className="size-4 accent-brand-800" {...form.register(choice.name)} />
                {choice.label}
              </label>
            ))}
          </fieldset>
        </AccountForm>
      )}
    </AccountSection>
  );
}

/** Resident status: the request with a home address, or where the request stands. */
export function ResidentSection({ account, onChange }: Props) {
  const mailEnabled = useMailEnabled();
  const form = useApiForm({
    idPrefix: 'resident',
    schema: residentRequestSchema,
    defaultValues: { address: account.address ?? '' },
    submit: requestResidentStatus,
    failure: failure.withRefusal('Failed to send your request.'),
    onDone: onChange,
  });
  return (
    <AccountSection id="resident" title="Resident status">
      {account.residentStatus === 'approved' ? (
        <p className="text-slate-700">
          You are an approved resident{account.address ? ` of ${account.address}` : ''}.
        </p>
      ) : account.residentStatus === 'pending' ? (
        <p className="text-slate-700">
          Your request to be approved as a resident of <strong>{account.address}</strong> is waiting for an
          administrator.{' '}
          {mailEnabled
            ? 'You will get an email when it is decided.'
            : 'This site does not send email: the decision will show here.'}
        </p>
      ) : (
        <AccountForm
          form={form}
          label="Resident request"
          submitLabel="Request Resident Status"
          busyLabel="Sending..."
          intro={
            <p className="text-slate-700">
              Residents who live in the community can ask to be approved. Approved residents see what is for
              residents only.
            </p>
          }
        >
          <Field form={form} name="address" label="Your home address" autoComplete="street-address" />
        </AccountForm>
      )}
    </AccountSection>
  );
}
