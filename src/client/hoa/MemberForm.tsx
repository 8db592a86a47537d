import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { memberSchema, type HoaMember, type MemberInput, type MemberValues } from '../../shared/hoa.ts';
import { failureReason } from '../api/failure-reason.ts';
import { applyFieldErrors } from '../api/field-errors.ts';
import { ErrorBanner } from '../auth/ErrorBanner.tsx';
import { FormActions } from '../components/ui/FormActions.tsx';
import { FormField, fieldA11y, inputClass } from '../components/ui/FormField.tsx';
import { ImageUpload } from '../uploads/ImageUpload.tsx';
import { createMember, updateMember } from './api.ts';

const FIELDS = ['fName', 'lName', 'title', 'imgUrl'] as const;

/**
 * Add or edit a board member. Saving stays disabled until both names are filled (spec section 5).
 * The photo is uploaded (with a progress bar), or an address typed in.
 */
export function MemberForm({
  member,
  onSaved,
  onCancel,
}: {
  member: HoaMember | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<MemberInput, unknown, MemberValues>({
    resolver: zodResolver(memberSchema),
    defaultValues: {
      fName: member?.fName ?? '',
      lName: member?.lName ?? '',
      title: member?.title ?? '',
      imgUrl: member?.imgUrl ?? '',
    },
  });
  const [fName, lName, imgUrl] = useWatch({ control, name: ['fName', 'lName', 'imgUrl'] });
  const namesFilled = fName.trim() !== '' && lName.trim() !== '';

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (member) await updateMember(member.id, values);
      else await createMember(values);
      onSaved();
    } catch (error) {
      applyFieldErrors<MemberInput>(error, FIELDS, setError);
      setServerError(`Failed to ${member ? 'update' : 'add'} member ${failureReason(error)}`);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ErrorBanner message={serverError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="member-first-name" label="First Name" error={errors.fName?.message}>
          <input
            {...register('fName')}
            {...fieldA11y('member-first-name', errors.fName?.message)}
            autoComplete="off"
            className={inputClass}
          />
        </FormField>
        <FormField id="member-last-name" label="Last Name" error={errors.lName?.message}>
          <input
            {...register('lName')}
            {...fieldA11y('member-last-name', errors.lName?.message)}
            autoComplete="off"
            className={inputClass}
          />
        </FormField>
      </div>
      <FormField id="member-title" label="Title (optional)" error={errors.title?.message}>
        <input
          {...register('title')}
          {...fieldA11y('member-title', errors.title?.message)}
          placeholder="e.g. President"
          className={inputClass}
        />
      </FormField>
      <ImageUpload
        label="Photo"
        value={imgUrl || null}
        onChange={(url) => setValue('imgUrl', url ?? '', { shouldValidate: true, shouldDirty: true })}
      />
      <FormField id="member-photo-url" label="Photo URL (optional)" error={errors.imgUrl?.message}>
        <input
          {...register('imgUrl')}
          {...fieldA11y('member-photo-url', errors.imgUrl?.message)}
          type="url"
          placeholder="https://"
          className={inputClass}
        />
      </FormField>
      <FormActions
        onCancel={onCancel}
        submitting={isSubmitting}
        editing={member !== null}
        addLabel="Add Member"
        disabled={!namesFilled}
      />
    </form>
  );
}
