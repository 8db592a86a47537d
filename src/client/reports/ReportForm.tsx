import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import {
  REPORT_ADDRESS_MAX,
  REPORT_CATEGORIES,
  REPORT_DESCRIPTION_MIN,
  REPORT_KINDS,
  REPORT_MAX_PHOTOS,
  REPORT_PHOTO_MAX_MB,
  REPORT_PHOTO_TYPES,
  REPORT_TITLE_MAX,
  reportInputSchema,
  type ReportDetail,
  type ReportInput,
  type ReportLocation,
} from '../../shared/reports/reports.ts';
import { Field } from '../components/forms/Field.tsx';
import { SubmitButton } from '../components/forms/SubmitButton.tsx';
import { useApiForm } from '../components/forms/useApiForm.ts';
import { Button } from '../components/ui/Button.tsx';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
import { fieldA11y } from '../components/ui/FormField.tsx';
import { failure } from '../transport/failure.ts';
import { submitReport, type MaintenanceCategory } from './api.ts';
import { NearbyOffer } from './NearbyOffer.tsx';
import { photoProblem } from './photo-checks.ts';
import { ReportMap, type MapReport } from './ReportMap.tsx';
import { categoryLabel, KIND_CHOICES } from './report-words.ts';

type Values = z.input<typeof reportInputSchema>;

const isMaintenanceCategory = (category: string): category is MaintenanceCategory =>
  (REPORT_CATEGORIES.maintenance as readonly string[]).includes(category);

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * "Report a problem": kind, category, title, description, where (a pin on the community map
 * and/or an address), up to five photos sent with upload progress. Checked in the browser with
 * the shared schema; the server's refusals land under the fields they name. Before a maintenance
 * report with a pin is sent, similar open reports nearby are offered to follow instead.
 */
export function ReportForm({
  pins,
  onSent,
}: {
  /** The open reports already on the map, so the visitor sees what is reported around their spot. */
  pins: readonly MapReport[];
  onSent: (report: ReportDetail) => void;
}) {
  const [photos, setPhotos] = useState<File[]>([]);
  const [photosError, setPhotosError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const send = async (values: ReportInput): Promise<ReportDetail> => {
    const problem = photoProblem(photos);
    if (problem) throw new Error(problem);
    setProgress(0);
    try {
      return await submitReport(values, photos, setProgress);
    } finally {
      setProgress(null);
    }
  };
  const form = useApiForm({
    idPrefix: 'report',
    schema: reportInputSchema,
    defaultValues: {
      kind: undefined,
      category: '',
      title: '',
      description: '',
      address: '',
      location: null,
    } as unknown as Values,
    submit: send,
    failure: failure.withReason('Failed to send your report: {reason}'),
    onDone: onSent,
  });

  const kind = form.watch('kind');
  const category = form.watch('category');
  const location = form.watch('location') ?? null;
  const errors = form.formState.errors;
  const kindError = errors.kind?.message;
  const locationError = (errors.location as { message?: string } | undefined)?.message;
  const submitting = form.formState.isSubmitting;

  const place = (point: ReportLocation | null) =>
    form.setValue('location', point, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const onPhotos = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    setPhotos(chosen);
    setPhotosError(photoProblem(chosen));
  };

  const kindRegistration = form.register('kind', {
    // A category of the other kind is no longer offered: choose again.
    onChange: () => form.setValue('category', ''),
  });
  const categories = kind ? REPORT_CATEGORIES[kind] : [];

  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-5" aria-label="Report a problem">
      <ErrorBanner message={form.failure} />
      <fieldset className="space-y-2" aria-describedby={kindError ? 'report-kind-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">What kind of problem?</legend>
        {REPORT_KINDS.map((value) => (
          <div key={value} className="flex items-start gap-2">
            <input
              type="radio"
              value={value}
              className="mt-1 h-4 w-4"
              {...kindRegistration}
              id={`report-kind-${value}`}
              aria-describedby={`report-kind-${value}-explains`}
              aria-invalid={kindError ? true : undefined}
            />
            <label htmlFor={`report-kind-${value}`} className="text-slate-900">
              <span className="font-semibold">{KIND_CHOICES[value].label}</span>
              <span id={`report-kind-${value}-explains`} className="block text-sm text-slate-700">
                {KIND_CHOICES[value].explains}
              </span>
            </label>
          </div>
        ))}
        {kindError && (
          <p id="report-kind-error" className="text-sm text-red-700">
            {kindError}
          </p>
        )}
      </fieldset>
      <Field form={form} name="category" label="Category" control="select">
        <option value="">{kind ? 'Choose...' : 'Choose the kind first'}</option>
        {categories.map((value) => (
          <option key={value} value={value}>
            {categoryLabel(value)}
          </option>
        ))}
      </Field>
      <Field
        form={form}
        name="title"
        label="Title"
        maxLength={REPORT_TITLE_MAX}
        hint="In a few words: “Swing broken at the big park”."
      />
      <Field
        form={form}
        name="description"
        label="Description"
        control="textarea"
        rows={5}
        hint={`At least ${REPORT_DESCRIPTION_MIN} characters: what you saw, since when, anything the board should know.`}
      />
      <Field
        form={form}
        name="address"
        label="Address or place (optional)"
        maxLength={REPORT_ADDRESS_MAX}
        hint="A street address, or where in the common areas."
      />
      <fieldset className="space-y-2" aria-describedby={locationError ? 'report-location-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">Where on the map (optional)</legend>
        <ReportMap
          label="Community map: place the pin where the problem is"
          reports={pins}
          value={location}
          onPlace={place}
        />
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span role="status">{location ? 'Your pin is on the map.' : 'No pin placed.'}</span>
          {location && (
            <Button variant="small" onClick={() => place(null)}>
              Remove the pin
            </Button>
          )}
        </div>
        {locationError && (
          <p id="report-location-error" className="text-sm text-red-700">
            {locationError}
          </p>
        )}
      </fieldset>
      {kind === 'maintenance' && isMaintenanceCategory(category) && location && (
        <NearbyOffer category={category} location={location} />
      )}
      <div className="space-y-1">
        <label htmlFor="report-photos" className="block text-sm font-medium text-slate-800">
          Photos (optional)
        </label>
        <input
          type="file"
          multiple
          accept={REPORT_PHOTO_TYPES.join(',')}
          onChange={onPhotos}
          className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
          {...fieldA11y('report-photos', photosError ?? undefined, 'report-photos-hint')}
        />
        <p id="report-photos-hint" className="text-xs text-slate-600">
          JPEG, PNG or WebP; up to {REPORT_MAX_PHOTOS} photos of at most {REPORT_PHOTO_MAX_MB} MB each. Photos
          are stored without their location and camera details.
        </p>
        {photosError && (
          <p id="report-photos-error" className="text-sm text-red-700">
            {photosError}
          </p>
        )}
        {photos.length > 0 && (
          <ul className="list-disc pl-6 text-sm text-slate-700" aria-label="Chosen photos">
            {photos.map((file) => (
              <li key={`${file.name}-${file.size}`}>
                {file.name} ({kb(file.size)})
              </li>
            ))}
          </ul>
        )}
      </div>
      {progress !== null && (
        <div className="space-y-1">
          <label htmlFor="report-progress" className="block text-sm text-slate-700">
            Uploading: {progress}%
          </label>
          <progress id="report-progress" max={100} value={progress} className="w-full" />
        </div>
      )}
      <SubmitButton
        id="report-submit"
        missing={photosError === null ? null : 'Change the photos above to continue.'}
        busy={submitting}
      >
        {submitting ? 'Sending...' : 'Send the report'}
      </SubmitButton>
    </form>
  );
}
