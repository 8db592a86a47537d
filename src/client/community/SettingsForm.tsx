import { useState } from 'react';
import { communitySchema, type Community } from '../../shared/community.ts';
import { failure } from '../api/failure.ts';
import { Field } from '../components/forms/Field.tsx';
import { useApiForm } from '../components/forms/useApiForm.ts';
import { buttonClass } from '../components/ui/buttons.ts';
import { saveCommunitySettings } from './api.ts';
import { useSetCommunity } from './CommunityProvider.tsx';

type Kind = 'text' | 'textarea' | 'number' | 'email' | 'url';
interface FieldDef {
  name: keyof Community;
  label: string;
  kind?: Kind;
  rows?: number;
}

/** Every community fact, grouped as a board member thinks of them. */
const SECTIONS: { title: string; fields: FieldDef[] }[] = [
  {
    title: 'Community',
    fields: [
      { name: 'name', label: 'Community name' },
      { name: 'shortName', label: 'Short name (under the icon of the installed site)' },
      { name: 'address', label: 'Address' },
      { name: 'homes', label: 'Number of homes', kind: 'number' },
      { name: 'area', label: 'Area', kind: 'textarea', rows: 2 },
      { name: 'parks', label: 'Parks', kind: 'textarea', rows: 2 },
      { name: 'trails', label: 'Trails', kind: 'textarea', rows: 2 },
      { name: 'socialsNoticeMonths', label: 'Socials announced this many months ahead', kind: 'number' },
      { name: 'timeZone', label: 'Time zone (IANA name, e.g. America/Los_Angeles)' },
    ],
  },
  {
    title: 'Property management',
    fields: [
      { name: 'managementCompany', label: 'Management company' },
      { name: 'managerName', label: 'Property manager name' },
      { name: 'managerPhone', label: 'Property manager phone' },
      { name: 'managerFax', label: 'Property manager fax' },
      { name: 'managerEmail', label: 'Property manager email', kind: 'email' },
      { name: 'postalBox', label: 'Postal box' },
      { name: 'emergencyContact', label: 'Emergency contact', kind: 'textarea', rows: 3 },
    ],
  },
  {
    title: 'Links',
    fields: [
      { name: 'ownerPortalUrl', label: 'Owner portal URL', kind: 'url' },
      { name: 'groupChatUrl', label: 'Group chat URL', kind: 'url' },
      { name: 'mapsUrl', label: 'Maps URL', kind: 'url' },
      { name: 'accApplicationFormUrl', label: 'ACC application form URL', kind: 'url' },
      { name: 'cityName', label: 'City or county name' },
      { name: 'cityUrl', label: 'City website URL', kind: 'url' },
      { name: 'cityPermitsUrl', label: 'City permits URL', kind: 'url' },
    ],
  },
  {
    title: 'Images',
    fields: [
      { name: 'heroImage', label: 'Hero image (path on this site or http(s) URL)' },
      { name: 'mapImage', label: 'Map image (path on this site or http(s) URL)' },
      { name: 'icon', label: 'Icon (path on this site; square, 512 px or larger, or SVG)' },
      { name: 'themeColor', label: 'Theme colour (such as #065f46)' },
    ],
  },
  {
    title: 'Legal pages',
    fields: [
      { name: 'termsText', label: 'Terms of service text', kind: 'textarea', rows: 8 },
      { name: 'privacyText', label: 'Privacy policy text', kind: 'textarea', rows: 8 },
    ],
  },
];

const SAVED = 'Settings saved. The public pages show them now.';
const INVALID = 'Please correct the fields marked below.';

export function SettingsForm({ initial }: { initial: Community }) {
  const setCommunity = useSetCommunity();
  const [note, setNote] = useState<string | null>(null);
  const form = useApiForm({
    idPrefix: 'settings',
    schema: communitySchema,
    defaultValues: initial,
    submit: (values) => {
      setNote(null);
      return saveCommunitySettings(values);
    },
    failure: failure.serverFirst('Failed to save settings. Please try again.'),
    onDone: (saved) => {
      form.reset(saved);
      setCommunity(saved);
      setNote(SAVED);
    },
    onInvalid: () => setNote(INVALID),
  });
  const error = form.failure ?? (note === INVALID ? note : null);

  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-8" aria-label="Community settings">
      {SECTIONS.map((section) => (
        <fieldset key={section.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <legend className="px-1 text-lg font-semibold text-emerald-950">{section.title}</legend>
          <div className="grid gap-4 md:grid-cols-2">
            {section.fields.map(({ name, label, kind = 'text', rows }) => (
              <Field
                key={name}
                form={form}
                name={name}
                label={label}
                control={kind === 'textarea' ? 'textarea' : 'input'}
                rows={rows}
                type={kind === 'textarea' ? undefined : kind}
                options={kind === 'number' ? { valueAsNumber: true } : undefined}
                min={kind === 'number' ? 1 : undefined}
                step={kind === 'number' ? 1 : undefined}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={form.formState.isSubmitting} className={buttonClass.primary}>
          {form.formState.isSubmitting ? 'Saving...' : 'Save Settings'}
        </button>
        <p role={error ? 'alert' : 'status'} className={error ? 'text-red-800' : 'text-emerald-800'}>
          {error ?? note}
        </p>
      </div>
    </form>
  );
}
