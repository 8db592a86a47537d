import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { linkSchema, type ImportantLink, type LinkInput } from '../../shared/links.ts';
import { applyFieldErrors } from '../api/field-errors.ts';
import { ErrorBanner } from '../auth/ErrorBanner.tsx';
import { FormActions } from '../components/ui/FormActions.tsx';
import { FormField, fieldA11y, inputClass } from '../components/ui/FormField.tsx';
import { createLink, updateLink } from './api.ts';

const FIELDS = ['title', 'link'] as const;

export function LinkForm({
  link,
  onSaved,
  onCancel,
}: {
  link: ImportantLink | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LinkInput>({
    resolver: zodResolver(linkSchema),
    defaultValues: { title: link?.title ?? '', link: link?.link ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (link) await updateLink(link.id, values);
      else await createLink(values);
      onSaved();
    } catch (error) {
      console.error(error);
      applyFieldErrors<LinkInput>(error, FIELDS, setError);
      setServerError('Failed to save link. Please try again.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ErrorBanner message={serverError} />
      <FormField id="link-title" label="Title" error={errors.title?.message}>
        <input
          {...register('title')}
          {...fieldA11y('link-title', errors.title?.message)}
          className={inputClass}
        />
      </FormField>
      <FormField id="link-url" label="URL" error={errors.link?.message}>
        <input
          {...register('link')}
          {...fieldA11y('link-url', errors.link?.message)}
          type="url"
          placeholder="https://"
          className={inputClass}
        />
      </FormField>
      <FormActions
        onCancel={onCancel}
        submitting={isSubmitting}
        editing={link !== null}
        addLabel="Add Link"
      />
    </form>
  );
}
