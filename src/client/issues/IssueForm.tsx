import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { issueSchema, type Issue, type IssueInput } from '../../shared/issues.ts';
import { failureReason } from '../api/failure-reason.ts';
import { applyFieldErrors } from '../api/field-errors.ts';
import { ErrorBanner } from '../auth/ErrorBanner.tsx';
import { FormActions } from '../components/ui/FormActions.tsx';
import { FormField, fieldA11y, inputClass } from '../components/ui/FormField.tsx';
import { createIssue, updateIssue } from './api.ts';

const FIELDS = ['title', 'description'] as const;

export function IssueForm({
  issue,
  onSaved,
  onCancel,
}: {
  issue: Issue | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<IssueInput>({
    resolver: zodResolver(issueSchema),
    defaultValues: { title: issue?.title ?? '', description: issue?.description ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (issue) await updateIssue(issue.id, values);
      else await createIssue(values);
      onSaved();
    } catch (error) {
      applyFieldErrors<IssueInput>(error, FIELDS, setError);
      setServerError(`Failed to ${issue ? 'update' : 'add'} issue: ${failureReason(error)}`);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ErrorBanner message={serverError} />
      <FormField id="issue-title" label="Title" error={errors.title?.message}>
        <input
          {...register('title')}
          {...fieldA11y('issue-title', errors.title?.message)}
          className={inputClass}
        />
      </FormField>
      <FormField id="issue-description" label="Description" error={errors.description?.message}>
        <textarea
          {...register('description')}
          {...fieldA11y('issue-description', errors.description?.message)}
          rows={6}
          className={inputClass}
        />
      </FormField>
      <FormActions
        onCancel={onCancel}
        submitting={isSubmitting}
        editing={issue !== null}
        addLabel="Add Issue"
      />
    </form>
  );
}
