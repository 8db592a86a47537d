import { Controller, useWatch } from 'react-hook-form';
import { MAX } from '../../shared/limits.ts';
import { newsInputSchema, type NewsItem } from '../../shared/news.ts';
import { failure } from '../api/failure.ts';
import { Field } from '../components/forms/Field.tsx';
import type { StaffFormProps } from '../components/staff/EditorModal.tsx';
import { StaffForm } from '../components/forms/StaffForm.tsx';
import { useStaffForm } from '../components/forms/useStaffForm.ts';
import { ImageUpload } from '../uploads/ImageUpload.tsx';
import { news } from './api.ts';

/** The create/edit form of the news modal. */
export function NewsForm({ item, onSaved, onCancel }: StaffFormProps<NewsItem>) {
  const form = useStaffForm({
    idPrefix: 'news',
    schema: newsInputSchema,
    mode: 'onTouched',
    defaultValues: {
      title: item?.title ?? '',
      description: item?.description ?? '',
      type: item?.type ?? '',
      image: item?.image ?? null,
      link: item?.link ?? '',
      date: item?.date ?? '',
    },
    item,
    writes: news,
    failed: {
      add: failure.serverFirst('Failed to create news'),
      edit: failure.text('Failed to update news.'),
    },
    onSaved,
  });
  const descriptionLength = (useWatch({ control: form.control, name: 'description' }) ?? '').trim().length;

  return (
    <StaffForm form={form} onCancel={onCancel} addLabel="Create" editLabel="Update">
      <Field form={form} name="title" label="Title" maxLength={MAX.title} />
      <Field
        form={form}
        name="description"
        label="Description (content)"
        control="textarea"
        rows={4}
        maxLength={MAX.newsDescription}
        hint={`${descriptionLength}/${MAX.newsDescription} characters (at least 50)`}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          form={form}
          name="type"
          label="Type"
          maxLength={MAX.newsType}
          hint="For example update or event; alert marks a safety alert."
        />
        <Field form={form} name="date" label="Date" type="date" hint="Leave empty for today." />
      </div>
      <Field
        form={form}
        name="link"
        label="Link"
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={MAX.newsLink}
      />
      <Controller
        control={form.control}
        name="image"
        render={({ field, fieldState }) => (
          <div>
            <ImageUpload label="Image" value={field.value ?? null} onChange={field.onChange} />
            {fieldState.error && <p className="text-sm text-red-700">{fieldState.error.message}</p>}
          </div>
        )}
      />
    </StaffForm>
  );
}
