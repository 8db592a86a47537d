import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MAX } from '../../shared/limits.ts';
import { newsInputSchema, type NewsInput, type NewsItem, type NewsValues } from '../../shared/news.ts';
import { ErrorBanner } from '../auth/ErrorBanner.tsx';
import { buttonClass } from '../components/ui/buttons.ts';
import { FormField, fieldA11y, inputClass } from '../components/ui/FormField.tsx';
import { ImageUpload } from '../uploads/ImageUpload.tsx';

function initialValues(item: NewsItem | null): NewsInput {
  return {
    title: item?.title ?? '',
    description: item?.description ?? '',
    type: item?.type ?? '',
    image: item?.image ?? null,
    link: item?.link ?? '',
    date: item?.date ?? '',
  };
}

/** The create/edit form of the news modal; `onSave` throws with the message to show when saving fails. */
export function NewsForm({
  item,
  onSave,
  onCancel,
}: {
  item: NewsItem | null;
  onSave: (values: NewsValues) => Promise<void>;
  onCancel: () => void;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewsInput, unknown, NewsValues>({
    resolver: zodResolver(newsInputSchema),
    mode: 'onTouched',
    defaultValues: initialValues(item),
  });
  const descriptionLength = (useWatch({ control, name: 'description' }) ?? '').trim().length;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSave(values);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ErrorBanner message={serverError} />
      <FormField id="news-title" label="Title" error={errors.title?.message}>
        <input
          {...register('title')}
          {...fieldA11y('news-title', errors.title?.message)}
          maxLength={MAX.title}
          className={inputClass}
        />
      </FormField>
      <FormField id="news-description" label="Description (content)" error={errors.description?.message}>
        <textarea
          {...register('description')}
          {...fieldA11y('news-description', errors.description?.message)}
          aria-describedby={`news-description-count${errors.description ? ' news-description-error' : ''}`}
          rows={4}
          maxLength={MAX.newsDescription}
          className={inputClass}
        />
        <p id="news-description-count" className="text-xs text-slate-600">
          {descriptionLength}/{MAX.newsDescription} characters (at least 50)
        </p>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="news-type" label="Type" error={errors.type?.message}>
          <input
            {...register('type')}
            {...fieldA11y('news-type', errors.type?.message)}
            aria-describedby={`news-type-hint${errors.type ? ' news-type-error' : ''}`}
            maxLength={MAX.newsType}
            className={inputClass}
          />
          <p id="news-type-hint" className="text-xs text-slate-600">
            For example update or event; alert marks a safety alert.
          </p>
        </FormField>
        <FormField id="news-date" label="Date" error={errors.date?.message}>
          <input
            {...register('date')}
            {...fieldA11y('news-date', errors.date?.message)}
            aria-describedby={`news-date-hint${errors.date ? ' news-date-error' : ''}`}
            type="date"
            className={inputClass}
          />
          <p id="news-date-hint" className="text-xs text-slate-600">
            Leave empty for today.
          </p>
        </FormField>
      </div>
      <FormField id="news-link" label="Link" error={errors.link?.message}>
        <input
          {...register('link')}
          {...fieldA11y('news-link', errors.link?.message)}
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={MAX.newsLink}
          className={inputClass}
        />
      </FormField>
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <div>
            <ImageUpload label="Image" value={field.value ?? null} onChange={field.onChange} />
            {fieldState.error && <p className="text-sm text-red-700">{fieldState.error.message}</p>}
          </div>
        )}
      />
      <div className="flex justify-end gap-3 pt-2">
        <button type="button" className={buttonClass.secondary} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={buttonClass.primary} disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : item ? 'Update' : 'Create'}
        </button>
      </div>
    </form>
  );
}
