import { useState } from 'react';
import { COMMUNITY_FIELD_LABELS, communitySchema, type Community } from '../../shared/community/community.ts';
import { failure } from '../transport/failure.ts';
import { Field } from '../components/forms/Field.tsx';
import { useApiForm } from '../components/forms/useApiForm.ts';
import { saveCommunitySettings } from './api.ts';
import { useSetCommunity } from './CommunityProvider.tsx';
import { ThemePreview, showPalette } from './ThemePreview.tsx';
import { Button } from '../components/ui/Button.tsx';
import { cardClass } from '../components/ui/Card.tsx';

type Kind = 'text' | 'textarea' | 'number' | 'email' | 'url';
interface FieldDef {
  name: keyof Community;
  /** A line under the field (the label itself is the shared one, COMMUNITY_FIELD_LABELS). */
  hint?: string;
  kind?: Kind;
  rows?: number;
}

/** Every community fact, grouped as a board member thinks of them. */
const SECTIONS: { title: string; fields: FieldDef[] }[] = [
  {
    title: 'Community',
    fields: [
      { name: 'name' },
      { name: 'shortName' },
      { name: 'address' },
      { name: 'homes', kind: 'number' },
      { name: 'area', kind: 'textarea', rows: 2 },
      { name: 'parks', kind: 'textarea', rows: 2 },
      { name: 'trails', kind: 'textarea', rows: 2 },
      { name: 'socialsNoticeMonths', kind: 'number' },
      { name: 'timeZone', hint: 'An IANA name, e.g. America/Los_Angeles.' },
    ],
  },
  {
    title: 'Property management',
    fields: [
      { name: 'managementCompany' },
      { name: 'managerName' },
      { name: 'managerPhone' },
      { name: 'managerFax' },
      { name: 'managerEmail', kind: 'email' },
      { name: 'postalBox' },
      { name: 'emergencyContact', kind: 'textarea', rows: 3 },
    ],
  },
  {
    title: 'Links',
    fields: [
      { name: 'ownerPortalUrl', kind: 'url' },
      { name: 'groupChatUrl', kind: 'url' },
      {
        name: 'mapsSearchUrl',
        kind: 'url',
        hint: 'Used for the home page and school directions; {address} stands for the address.',
      },
      { name: 'accApplicationFormUrl', kind: 'url' },
      {
        name: 'arcReviewDays',
        kind: 'number',
        hint: 'The review period of the CC&Rs: a request submitted online is due for a decision this many days later.',
      },
      {
        name: 'voteMinDays',
        kind: 'number',
        hint: 'Elections and resolutions stay open at least this long (Washington asks for 10 days).',
      },
      {
        name: 'quorumPercent',
        kind: 'number',
        hint: 'The share of eligible homes that must vote for a result to count; each vote may set its own.',
      },
      { name: 'cityName' },
      { name: 'cityUrl', kind: 'url' },
      { name: 'cityPermitsUrl', kind: 'url' },
    ],
  },
  {
    title: 'Images',
    fields: [
      { name: 'heroImage', hint: 'A path on this site or an http(s) URL.' },
      { name: 'mapImage', hint: 'A path on this site or an http(s) URL.' },
      { name: 'icon', hint: 'A path on this site: square, 512 px or larger, or SVG.' },
      {
        name: 'themeColor',
        hint: 'Such as #065f46. The header, buttons, links and focus accents of every page use it. A colour too light for white text is darkened until text keeps a contrast of at least 4.5:1.',
      },
    ],
  },
  {
    title: 'Legal pages',
    fields: [
      { name: 'termsText', kind: 'textarea', rows: 8 },
      { name: 'privacyText', kind: 'textarea', rows: 8 },
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
      showPalette(saved.themeColor);
      setNote(SAVED);
    },
    onInvalid: () => setNote(INVALID),
  });
  const error = form.failure ?? (note === INVALID ? note : null);

  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-8" aria-label="Community settings">
      {SECTIONS.map((section) => (
        <fieldset key={section.title} className={cardClass()}>
          <legend className="px-1 text-lg font-semibold text-brand-950">{section.title}</legend>
          <div className="grid gap-4 md:grid-cols-2">
            {section.fields.map(({ name, hint, kind = 'text', rows }) => (
              <Field
                key={name}
                form={form}
                name={name}
                label={COMMUNITY_FIELD_LABELS[name]}
                hint={hint}
                control={kind === 'textarea' ? 'textarea' : 'input'}
                rows={rows}
                type={kind === 'textarea' ? undefined : kind}
                options={kind === 'number' ? { valueAsNumber: true } : undefined}
                min={kind === 'number' ? 1 : undefined}
                step={kind === 'number' ? 1 : undefined}
              />
            ))}
          </div>
          {section.fields.some((f) => f.name === 'themeColor') && (
            <ThemePreview colour={form.watch('themeColor')} />
          )}
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving...' : 'Save Settings'}
        </Button>
        <p role={error ? 'alert' : 'status'} className={error ? 'text-red-800' : 'text-brand-800'}>
          {error ?? note}
        </p>
      </div>
    </form>
  );
}
