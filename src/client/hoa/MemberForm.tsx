import { useWatch } from 'react-hook-form';
import { memberSchema, type HoaMember } from '../../shared/hoa.ts';
import { failure } from '../api/failure.ts';
import { Field } from '../components/forms/Field.tsx';
import { StaffForm } from '../components/forms/StaffForm.tsx';
import { useApiForm } from '../components/forms/useApiForm.ts';
import { ImageUpload } from '../uploads/ImageUpload.tsx';
import { members } from './api.ts';

/**
 * Add or edit a board member. Saving stays disabled until both names are filled: a member without
 * a full name would be an anonymous card on the home page. The photo is uploaded (with a progress
 * bar), or an address typed in.
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
  const form = useApiForm({
    idPrefix: 'member',
    schema: memberSchema,
    defaultValues: {
      fName: member?.fName ?? '',
      lName: member?.lName ?? '',
      title: member?.title ?? '',
      imgUrl: member?.imgUrl ?? '',
    },
    submit: (values) => (member ? members.update(member.id, values) : members.create(values)),
    failure: member
      ? failure.withReason('Failed to update member {reason}')
      : failure.withReason('Failed to add member {reason}'),
    onDone: onSaved,
  });
  const [fName, lName, imgUrl] = useWatch({ control: form.control, name: ['fName', 'lName', 'imgUrl'] });
  const namesFilled = fName.trim() !== '' && lName.trim() !== '';

  return (
    <StaffForm
      form={form}
      onCancel={onCancel}
      editing={member !== null}
      addLabel="Add Member"
      disabled={!namesFilled}
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
