import { useState, type ChangeEvent } from 'react';
import { useNavigate } from '../app/router.tsx';
import {
  ARC_ATTACHMENT_MAX_MB,
  ARC_ATTACHMENT_TYPES,
  ARC_ATTACHMENTS_TOTAL_MB,
  ARC_DESCRIPTION_MIN,
  ARC_MAX_ATTACHMENTS,
  ARC_MESSAGES,
  ARC_PROJECT_TYPE_LABELS,
  ARC_PROJECT_TYPES,
  arcRequestFormSchema,
} from '../../shared/arc-requests/arc-requests.ts';
import { failure } from '../transport/failure.ts';
import { Field } from '../components/forms/Field.tsx';
import { useApiForm } from '../components/forms/useApiForm.ts';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
import { fieldA11y } from '../components/ui/FormField.tsx';
import { submitArcRequest } from './api.ts';
import { SubmitButton } from '../components/forms/SubmitButton.tsx';
import { TextLink } from '../components/ui/TextLink.tsx';

/** A file the browser can tell is wrong before sending it (the server checks the bytes again). */
function fileProblem(files: File[]): string | null {
  if (files.length > ARC_MAX_ATTACHMENTS) return ARC_MESSAGES.tooManyAttachments;
  if (files.some((file) => file.type && !(ARC_ATTACHMENT_TYPES as readonly string[]).includes(file.type))) {
    return ARC_MESSAGES.attachmentType;
  }
  if (files.some((file) => file.size > ARC_ATTACHMENT_MAX_MB * 1024 * 1024))
    return ARC_MESSAGES.attachmentTooBig;
  if (files.reduce((total, file) => total + file.size, 0) > ARC_ATTACHMENTS_TOTAL_MB * 1024 * 1024)
    return ARC_MESSAGES.attachmentsTooBig;
  return null;
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The new request form of /acc/requests: fields, attachments with upload progress, the acknowledgement. */
export function NewRequestForm({ defaultAddress }: { defaultAddress: string | null }) {
  const navigate = useNavigate();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useApiForm({
    idPrefix: 'arc',
    schema: arcRequestFormSchema,
    defaultValues: {
      title: '',
      projectType: '',
      description: '',
      address: defaultAddress ?? '',
      startDate: '',
      completionDate: '',
      acknowledged: false,
    },
    submit: async ({ acknowledged: _acknowledged, ...values }) => {
      const problem = fileProblem(files);
      if (problem) throw new Error(problem);
      setProgress(0);
      try {
        return await submitArcRequest({ ...values, address: values.address ?? '' }, files, setProgress);
      } finally {
        setProgress(null);
      }
    },
    failure: failure.withReason('Failed to submit your request: {reason}'),
    onDone: (created) => void navigate(`/acc/requests/${encodeURIComponent(created.id)}`),
  });

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    setFiles(chosen);
    setFilesError(fileProblem(chosen));
  };

  const ackError = form.formState.errors.acknowledged?.message;
  const submitting = form.formState.isSubmitting;
  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-4" aria-label="New request">
      <ErrorBanner message={form.failure} />
      <Field form={form} name="title" label="Title" maxLength={200} />
      <Field form={form} name="projectType" label="Project type" control="select">
        <option value="">Choose...</option>
        {ARC_PROJECT_TYPES.map((type) => (
          <option key={type} value={type}>
            {ARC_PROJECT_TYPE_LABELS[type]}
          </option>
        ))}
      </Field>
      <Field
        form={form}
        name="description"
        label="Description"
        control="textarea"
        rows={5}
        hint={`At least ${ARC_DESCRIPTION_MIN} characters: what, where on the lot, materials and colours.`}
      />
      <Field
        form={form}
        name="address"
        label="Address of the project"
        autoComplete="street-address"
        hint="Your home address unless you change it."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field form={form} name="startDate" label="Planned start" type="date" />
        <Field form={form} name="completionDate" label="Planned completion" type="date" />
      </div>
      <div className="space-y-1">
        <label htmlFor="arc-attachments" className="block text-sm font-medium text-slate-800">
          Attachments (plans, photos, a paint swatch)
        </label>
        <input
          type="file"
          multiple
          accept={ARC_ATTACHMENT_TYPES.join(',')}
          onChange={onFiles}
          className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
          {...fieldA11y('arc-attachments', filesError ?? undefined, 'arc-attachments-hint')}
        />
        <p id="arc-attachments-hint" className="text-xs text-slate-600">
          PDF, PNG, JPEG or WebP; up to {ARC_MAX_ATTACHMENTS} files of at most {ARC_ATTACHMENT_MAX_MB} MB
          each, {ARC_ATTACHMENTS_TOTAL_MB} MB together. Photos are stored without their location and camera
          details.
        </p>
        {filesError && (
          <p id="arc-attachments-error" className="text-sm text-red-700">
            {filesError}
          </p>
        )}
        {files.length > 0 && (
          <ul className="list-disc pl-6 text-sm text-slate-700" aria-label="Chosen files">
            {files.map((file) => (
              <li key={`${file.name}-${file.size}`}>
                {file.name} ({kb(file.size)})
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="space-y-1">
        <div className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4"
            {...form.register('acknowledged')}
            {...fieldA11y('arc-acknowledged', ackError)}
          />
          <label htmlFor="arc-acknowledged" className="text-sm text-slate-800">
            I have read the <TextLink to="/documents?category=architectural">ACC guidelines</TextLink> and the
            work will follow them and the decision of the committee.
          </label>
        </div>
        {ackError && (
          <p id="arc-acknowledged-error" className="text-sm text-red-700">
            {ackError}
          </p>
        )}
      </div>
      {progress !== null && (
        <div className="space-y-1">
          <label htmlFor="arc-progress" className="block text-sm text-slate-700">
            Uploading: {progress}%
          </label>
          <progress id="arc-progress" max={100} value={progress} className="w-full" />
        </div>
      )}
      <SubmitButton
        id="arc-submit"
        missing={filesError === null ? null : 'Change the attachments above to continue.'}
        busy={submitting}
      >
        {submitting ? 'Submitting...' : 'Submit request'}
      </SubmitButton>
    </form>
  );
}
