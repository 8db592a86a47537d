import {
  SCHOOL_TYPE_LABELS,
  SCHOOL_TYPES,
  schoolInputSchema,
  type School,
} from '../../shared/schools/schools.ts';
import { failure } from '../transport/failure.ts';
import { Field } from '../components/forms/Field.tsx';
import type { StaffFormProps } from '../components/staff/EditorModal.tsx';
import { StaffForm } from '../components/forms/StaffForm.tsx';
import { useStaffForm } from '../components/forms/useStaffForm.ts';
import { schools } from './api.ts';

/** Add or edit a school; closes through onSaved once the server has it. */
export function SchoolForm({ item: school, onSaved, onCancel }: StaffFormProps<School>) {
  const form = useStaffForm({
    idPrefix: 'school',
    schema: schoolInputSchema,
    defaultValues: {
      name: school?.name ?? '',
      type: school?.type ?? '',
      district: school?.district ?? '',
      address: school?.address ?? '',
      phone: school?.phone ?? '',
      email: school?.email ?? '',
      website: school?.website ?? '',
    },
    item: school,
    writes: schools,
    // The directions link is the server's to compute from the address; the form never sends one.
    toBody: ({ direction: _direction, ...body }) => body,
    failed: {
      add: failure.text('Failed to add school. Please try again.'),
      edit: failure.text('Failed to update school.'),
    },
    onSaved,
  });

  return (
    <StaffForm form={form} onCancel={onCancel} addLabel="Add School">
      <Field form={form} name="name" label="School Name" />
      <Field form={form} name="type" label="Type" control="select">
        <option value="">Select a type</option>
        {SCHOOL_TYPES.map((type) => (
          <option key={type} value={type}>
            {SCHOOL_TYPE_LABELS[type]}
          </option>
        ))}
      </Field>
      <Field form={form} name="district" label="District" />
      <Field form={form} name="address" label="Address" autoComplete="off" />
      <Field form={form} name="phone" label="Phone (optional)" type="tel" />
      <Field form={form} name="email" label="Email (optional)" type="email" />
      <Field form={form} name="website" label="Website (optional)" type="url" placeholder="https://" />
    </StaffForm>
  );
}
