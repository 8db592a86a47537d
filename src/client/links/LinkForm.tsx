import { linkSchema, type ImportantLink } from '../../shared/links.ts';
import { failure } from '../api/failure.ts';
import { Field } from '../components/forms/Field.tsx';
import { StaffForm } from '../components/forms/StaffForm.tsx';
import { useApiForm } from '../components/forms/useApiForm.ts';
import { links } from './api.ts';

export function LinkForm({
  link,
  onSaved,
  onCancel,
}: {
  link: ImportantLink | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const form = useApiForm({
    idPrefix: 'link',
    schema: linkSchema,
    defaultValues: { title: link?.title ?? '', link: link?.link ?? '' },
    submit: (values) => (link ? links.update(link.id, values) : links.create(values)),
    failure: failure.text('Failed to save link. Please try again.'),
    onDone: onSaved,
  });

  return (
    <StaffForm form={form} onCancel={onCancel} editing={link !== null} addLabel="Add Link">
      <Field form={form} name="title" label="Title" />
      <Field form={form} name="link" label="URL" type="url" placeholder="https://" />
    </StaffForm>
  );
}
