import {
  ISSUE_DESCRIPTION_MIN,
  ISSUE_TITLE_MIN,
  issueInputSchema,
  type Issue,
} from '../../shared/issues/issues.ts';
import { failure } from '../transport/failure.ts';
import { Field } from '../components/forms/Field.tsx';
import type { StaffFormProps } from '../components/staff/EditorModal.tsx';
import { StaffForm } from '../components/forms/StaffForm.tsx';
import { useStaffForm } from '../components/forms/useStaffForm.ts';
import { issues } from './api.ts';

export function IssueForm({ item: issue, onSaved, onCancel }: StaffFormProps<Issue>) {
  const form = useStaffForm({
    idPrefix: 'issue',
    schema: issueInputSchema,
    defaultValues: { title: issue?.title ?? '', description: issue?.description ?? '' },
    item: issue,
    writes: issues,
    failed: {
      add: failure.withReason('Failed to add issue: {reason}'),
      edit: failure.withReason('Failed to update issue: {reason}'),
    },
    onSaved,
  });

  return (
    <StaffForm form={form} onCancel={onCancel} addLabel="Add Issue">
      <Field form={form} name="title" label="Title" hint={`More than ${ISSUE_TITLE_MIN} characters.`} />
      <Field
        form={form}
        name="description"
        label="Description"
        control="textarea"
        rows={6}
        hint={`More than ${ISSUE_DESCRIPTION_MIN} characters.`}
      />
    </StaffForm>
  );
}
