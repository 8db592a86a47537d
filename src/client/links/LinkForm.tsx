import { linkInputSchema, type ImportantLink } from '../../shared/links.ts';
import { failure } from '../transport/failure.ts';
import { Field } from '../components/forms/Field.tsx';
import type { StaffFormProps } from '../components/staff/EditorModal.tsx';
import { StaffForm } from '../components/forms/StaffForm.tsx';
import { useStaffForm } from '../components/forms/useStaffForm.ts';
import { links } from './api.ts';

const SAVE_FAILED = failure.text('Failed to save link. Please try again.');

export function LinkForm({ item: link, onSaved, onCancel }: StaffFormProps<ImportantLink>) {
  const form = useStaffForm({
    idPrefix: 'link',
    schema: linkInputSchema,
    defaultValues: { title: link?.title ?? '', link: link?.link ?? '' },
    item: link,
    writes: links,
    failed: { add: SAVE_FAILED, edit: SAVE_FAILED },
    onSaved,
  });

  return (
    <StaffForm form={form} onCancel={onCancel} addLabel="Add Link">
      <Field form={form} name="title" label="Title" />
      <Field form={form} name="link" label="URL" type="url" placeholder="https://" />
    </StaffForm>
  );
}
