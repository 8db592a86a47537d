import { useWatch } from 'react-hook-form';
import { memberInputSchema, type HoaMember } from '../../shared/board.ts';
import { failure } from '../transport/failure.ts';
import { Field } from '../components/forms/Field.tsx';
import type { StaffFormProps } from '../components/staff/EditorModal.tsx';
import { StaffForm } from '../components/forms/StaffForm.tsx';
import { missingFieldsText } from '../components/forms/SubmitButton.tsx';
import { useStaffForm } from '../components/forms/useStaffForm.ts';
import { ImageUpload } from '../uploads/ImageUpload.tsx';
import { members } from './api.ts';

/**
 * Add or edit a board member. Saving waits until both names are filled: a member without
 * a full name would be an anonymous card on the home page. Pressed early, it says which is missing. The photo is uploaded (with a progress
 * bar), or an address typed in.
 */
export function MemberForm({ item: member, onSaved, onCancel }: StaffFormProps<HoaMember>) {
  const form = useStaffForm({
    idPrefix: 'member',
    schema: memberInputSchema,
    defaultValues: {
      fName: member?.fName ?? '',
      lName: member?.lName ?? '',
      title: member?.title ?? '',
      imgUrl: member?.imgUrl ?? '',
    },
    item: member,
    writes: members,
    failed: {
      add: failure.withReason('Failed to add member {reason}'),
      edit: failure.withReason('Failed to update member {reason}'),
    },
    onSaved,
  });
  const [fName, lName, imgUrl] = useWatch({ control: form.control, name: ['fName', 'lName', 'imgUrl'] });
  const namesFilled = fName.trim() !== '' && lName.trim() !== '';

  return (
    <StaffForm
      form={form}
      onCancel={onCancel}
      addLabel="Add Member"
      missing={
        namesFilled
          ? null
          : missingFieldsText(['First Name', 'Last Name'].filter((_, i) => ![fName, lName][i]!.trim()))
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field form={form} name="fName" label="First Name" autoComplete="off" />
        <Field form={form} name="lName" label="Last Name" autoComplete="off" />
      </div>
      <Field form={form} name="title" label="Title (optional)" placeholder="e.g. President" />
      <ImageUpload
        label="Photo"
        value={imgUrl || null}
        onChange={(url) => form.setValue('imgUrl', url ?? '', { shouldValidate: true, shouldDirty: true })}
      />
      <Field form={form} name="imgUrl" label="Photo URL (optional)" type="url" placeholder="https://" />
    </StaffForm>
  );
}
