import { SCHOOL_TYPE_LABELS, SCHOOL_TYPES, schoolSchema, type School } from '../../shared/schools.ts';
import { failure } from '../api/failure.ts';
import { Field } from '../components/forms/Field.tsx';
import { StaffForm } from '../components/forms/StaffForm.tsx';
import { useApiForm } from '../components/forms/useApiForm.ts';
import { schools } from './api.ts';

/** Add or edit a school; closes through onSaved once the server has it. */
export function SchoolForm({
  school,
  onSaved,
  onCancel,
}: {
  school: School | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const form = useApiForm({
    idPrefix: 'school',
    schema: schoolSchema,
    defaultValues: {
      name: school?.name ?? '',
      type: school?.type ?? '',
      district: school?.district ?? '',
      address: school?.address ?? '',
      phone: school?.phone ?? '',
      email: school?.email ?? '',
      website: school?.website ?? '',
    },
    submit: (values) => {
      // The directions link is the server's to compute from the address; the form never sends one.
      const { direction: _direction, ...body } = values;
      return school ? schools.update(school.id, body) : schools.create(body);
    },
    failure: school
      ? failure.text('Failed to update school.')
      : failure.text('Failed to add school. Please try again.'),
    onDone: onSaved,
  });

  return (
    <StaffForm form={form} onCancel={onCancel} editing={school !== null} addLabel="Add School">
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
