import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { communitySchema, type Community } from '../../shared/community.ts';
import { messageOf } from '../api/client.ts';
import { buttonClass } from '../components/ui/buttons.ts';
import { FormField, fieldA11y, inputClass } from '../components/ui/FormField.tsx';
import { useSetCommunity } from './CommunityProvider.tsx';
import { saveCommunitySettings } from './settings-api.ts';

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

export function SettingsForm({ initial }: { initial: Community }) {
  const setCommunity = useSetCommunity();
  const [result, setResult] = useState<{ kind: 'saved' | 'error'; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Community>({ resolver: zodResolver(communitySchema), defaultValues: initial });

  const onSubmit = handleSubmit(
    async (values) => {
      setResult(null);
      try {
        const saved = await saveCommunitySettings(values);
        reset(saved);
        setCommunity(saved);
        setResult({ kind: 'saved', message: 'Settings saved. The public pages show them now.' });
      } catch (error) {
        setResult({ kind: 'error', message: messageOf(error, 'Failed to save settings. Please try again.') });
      }
    },
    () => setResult({ kind: 'error', message: 'Please correct the fields marked below.' }),
  );

  const field = ({ name, label, kind = 'text', rows }: FieldDef) => {
    const id = `settings-${name}`;
    const error = errors[name]?.message;
    const common = { ...fieldA11y(id, error), className: inputClass };
    return (
      <FormField key={name} id={id} label={label} error={error}>
        {kind === 'textarea' ? (
          <textarea {...register(name)} {...common} rows={rows} />
        ) : (
          <input
            {...register(name, kind === 'number' ? { valueAsNumber: true } : {})}
            {...common}
            type={kind}
            min={kind === 'number' ? 1 : undefined}
            step={kind === 'number' ? 1 : undefined}
          />
        )}
      </FormField>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8" aria-label="Community settings">
      {SECTIONS.map((section) => (
        <fieldset key={section.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <legend className="px-1 text-lg font-semibold text-emerald-950">{section.title}</legend>
          <div className="grid gap-4 md:grid-cols-2">{section.fields.map(field)}</div>
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={isSubmitting} className={buttonClass.primary}>
          {isSubmitting ? 'Saving...' : 'Save Settings'}
        </button>
        <p
          role={result?.kind === 'error' ? 'alert' : 'status'}
          className={result?.kind === 'error' ? 'text-red-800' : 'text-emerald-800'}
        >
          {result?.message}
        </p>
      </div>
    </form>
  );
}
