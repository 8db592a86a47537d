import { useState } from 'react';
import { accountPatchSchema, type Account } from '../../shared/account.ts';
import { DIRECTORY_CHOICE_LABELS, type DirectoryChoices } from '../../shared/directory/directory.ts';
import { can } from '../../shared/policies.ts';
import { Field } from '../components/forms/Field.tsx';
import { useApiForm } from '../components/forms/useApiForm.ts';
import { NeighbourCard, type NeighbourFields } from '../directory/NeighbourCard.tsx';
import { failure } from '../transport/failure.ts';
import { AccountForm, AccountSection } from './AccountSection.tsx';
import { updateAccount } from './api.ts';

const SHOWN_FIELDS = ['showAddress', 'showEmail', 'showPhone'] as const;

/**
 * What neighbours would see of this account with these choices: the same rule as the directory's
 * (docs/product/homes.md): the name always, the home's address on the roll (else the one given),
 * the email and the phone, each only when chosen.
 */
function previewOf(account: Account, phone: string | null | undefined, choices: Partial<DirectoryChoices>) {
  const entry: NeighbourFields = { name: account.username };
  const address = account.home?.address ?? account.address;
  if (choices.showAddress && address) entry.address = address;
  if (choices.showEmail) entry.email = account.email;
  if (choices.showPhone && phone?.trim()) entry.phone = phone.trim();
  return entry;
}

/**
 * The phone number and the directory listing: whether to be listed and which fields to show (all
 * off until chosen), with a live preview of the card neighbours will see.
 */
export function DirectoryListingForm({
  account,
  onChange,
}: {
  account: Account;
  onChange: (account: Account) => void;
}) {
  const [saved, setSaved] = useState<string | null>(null);
  const form = useApiForm({
    idPrefix: 'directory',
    schema: accountPatchSchema,
    defaultValues: { phone: account.phone ?? '', directory: account.directory },
    submit: (values) => {
      setSaved(null);
      return updateAccount({ phone: values.phone, directory: values.directory });
    },
    failure: failure.withRefusal('Failed to save your directory listing.'),
    onDone: (updated) => {
      onChange(updated);
      setSaved('Directory listing saved.');
    },
  });
  const phone = form.watch('phone');
  const choices = form.watch('directory') ?? {};
  const listed = choices.listed === true;
  const checkbox = (name: keyof DirectoryChoices) => (
    <label className="flex items-center gap-2 text-slate-800">
      <input type="checkbox" className="size-4 accent-brand-800" {...form.register(`directory.${name}`)} />
      {DIRECTORY_CHOICE_LABELS[name]}
    </label>
  );
  return (
    <AccountSection id="directory" title="Directory listing">
      <AccountForm
        form={form}
        label="Directory listing"
        submitLabel="Save Listing"
        busyLabel="Saving..."
        saved={saved}
        intro={
          <p className="text-slate-700">
            Approved residents can find neighbours in the residents&apos; directory. You are not listed unless
            you choose to be, and neighbours see only what you choose to show.
          </p>
        }
      >
        <Field
          form={form}
          name="phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          hint="Optional. Neighbours see it only if you choose to show it."
        />
        <fieldset className="space-y-2">
          <legend className="text-sm text-slate-700">In the residents&apos; directory:</legend>
          {checkbox('listed')}
          {listed && (
            <div className="space-y-2 pl-6">
              {SHOWN_FIELDS.map((name) => (
                <div key={name}>{checkbox(name)}</div>
              ))}
            </div>
          )}
        </fieldset>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-700">What neighbours see</h3>
          {listed ? (
            <>
              <NeighbourCard as="div" headingLevel={3} neighbour={previewOf(account, phone, choices)} />
              {!can(account, 'directory.read') && (
                <p className="mt-2 text-sm text-slate-700">
                  You will appear once you are an approved resident.
                </p>
              )}
            </>
          ) : (
            <p className="text-slate-700">Nothing: you are not listed in the directory.</p>
          )}
        </div>
      </AccountForm>
    </AccountSection>
  );
}
