import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  SCHOOL_TYPE_LABELS,
  SCHOOL_TYPES,
  schoolSchema,
  type School,
  type SchoolInput,
  type SchoolValues,
} from '../../shared/schools.ts';
import { applyFieldErrors } from '../api/field-errors.ts';
import { ErrorBanner } from '../auth/ErrorBanner.tsx';
import { FormActions } from '../components/ui/FormActions.tsx';
import { FormField, fieldA11y, inputClass } from '../components/ui/FormField.tsx';
import { createSchool, updateSchool } from './api.ts';

const FIELDS = ['name', 'type', 'district', 'address', 'phone', 'email', 'website'] as const;

/** Add or edit a school; closes through onSaved once the server has it. */
export function SchoolForm({
  school,
  onSaved,
  onCancel,
}: {
  school: School | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SchoolInput, unknown, SchoolValues>({
    resolver: zodResolver(schoolSchema),
    defaultValues: {
      name: school?.name ?? '',
      type: school?.type ?? '',
      district: school?.district ?? '',
      address: school?.address ?? '',
      phone: school?.phone ?? '',
      email: school?.email ?? '',
      website: school?.website ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    // The directions link is the server's to compute from the address; the form never sends one.
    const { direction: _direction, ...body } = values;
    try {
      if (school) await updateSchool(school.id, body);
      else await createSchool(body);
      onSaved();
    } catch (error) {
      applyFieldErrors<SchoolInput>(error, FIELDS, setError);
      setServerError(school ? 'Failed to update school.' : 'Failed to add school. Please try again.');
    }
  });

  const err = (field: (typeof FIELDS)[number]) => errors[field]?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ErrorBanner message={serverError} />
      <FormField id="school-name" label="School Name" error={err('name')}>
        <input {...register('name')} {...fieldA11y('school-name', err('name'))} className={inputClass} />
      </FormField>
      <FormField id="school-type" label="Type" error={err('type')}>
        <select {...register('type')} {...fieldA11y('school-type', err('type'))} className={inputClass}>
          <option value="">Select a type</option>
          {SCHOOL_TYPES.map((type) => (
            <option key={type} value={type}>
              {SCHOOL_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="school-district" label="District" error={err('district')}>
        <input
          {...register('district')}
          {...fieldA11y('school-district', err('district'))}
          className={inputClass}
        />
      </FormField>
      <FormField id="school-address" label="Address" error={err('address')}>
        <input
          {...register('address')}
          {...fieldA11y('school-address', err('address'))}
          autoComplete="off"
          className={inputClass}
        />
      </FormField>
      <FormField id="school-phone" label="Phone (optional)" error={err('phone')}>
        <input
          {...register('phone')}
          {...fieldA11y('school-phone', err('phone'))}
          type="tel"
          className={inputClass}
        />
      </FormField>
      <FormField id="school-email" label="Email (optional)" error={err('email')}>
        <input
          {...register('email')}
          {...fieldA11y('school-email', err('email'))}
          type="email"
          className={inputClass}
        />
      </FormField>
      <FormField id="school-website" label="Website (optional)" error={err('website')}>
        <input
          {...register('website')}
          {...fieldA11y('school-website', err('website'))}
          type="url"
          placeholder="https://"
          className={inputClass}
        />
      </FormField>
      <FormActions
        onCancel={onCancel}
        submitting={isSubmitting}
        editing={school !== null}
        addLabel="Add School"
      />
    </form>
  );
}
