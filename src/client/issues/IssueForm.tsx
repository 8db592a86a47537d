import { issueSchema, type Issue } from '../../shared/issues.ts';
import { failure } from '../api/failure.ts';
import { Field } from '../components/forms/Field.tsx';
import { StaffForm } from '../components/forms/StaffForm.tsx';
import { useApiForm } from '../components/forms/useApiForm.ts';
import { issues } from './api.ts';

export function IssueForm({
  issue,
  onSaved,
  onCancel,
}: {
  issue: Issue | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const form = useApiForm({
    idPrefix: 'issue',
    schema: issueSchema,
    defaultValues: { title: issue?.title ?? '', description: issue?.description ?? '' },
    submit: (values) => (issue ? issues.update(issue.id, values) : issues.create(values)),
    failure: issue
      ? failure.withReason('Failed to update issue: {reason}')
      : failure.withReason('Failed to add issue: {reason}'),
    onDone: onSaved,
  });

  return (
    <StaffForm form={form} onCancel={onCancel} editing={issue !== null} addLabel="Add Issue">
      <Field form={form} name="title" label="Title" />
      <Field form={form} name="description" label="Description" control="textarea" rows={6} />
    </StaffForm>
  );
}
