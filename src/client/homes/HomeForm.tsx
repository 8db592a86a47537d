import { homeInputSchema, type Home } from '../../shared/homes/homes.ts';
import { failure } from '../transport/failure.ts';
import { Field } from '../components/forms/Field.tsx';
import { StaffForm } from '../components/forms/StaffForm.tsx';
import { useStaffForm } from '../components/forms/useStaffForm.ts';
import type { StaffFormProps } from '../components/staff/EditorModal.tsx';
import { createHome, updateHome } from './api.ts';

/**
 * Add or edit a home; closes through onSaved once the server has it. The server's refusals (an
 * address already on the roll, 409) are said above the fields in its own words.
 */
export function HomeForm({ item: home, onSaved, onCancel }: StaffFormProps<Home>) {
  const form = useStaffForm({
    idPrefix: 'home',
    schema: homeInputSchema,
    defaultValues: { address: home?.address ?? '', lot: home?.lot ?? '' },
    item: home,
    writes: { create: createHome, update: updateHome },
    failed: {
      add: failure.serverFirst('Failed to add the home. Please try again.'),
      edit: failure.serverFirst('Failed to update the home. Please try again.'),
    },
    onSaved,
  });

  return (
    <StaffForm form={form} onCancel={onCancel} addLabel="Add Home">
      <Field form={form} name="address" label="Address" autoComplete="off" />
      <Field form={form} name="lot" label="Lot (optional)" autoComplete="off" />
    </StaffForm>
  );
}
