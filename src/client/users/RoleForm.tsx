import type { PublicUser } from '../../shared/auth.ts';
import { ROLES } from '../../shared/roles.ts';
import { roleUpdateSchema } from '../../shared/users.ts';
import { failure } from '../transport/failure.ts';
import { Field } from '../components/forms/Field.tsx';
import { StaffForm } from '../components/forms/StaffForm.tsx';
import { useApiForm } from '../components/forms/useApiForm.ts';
import type { StaffFormProps } from '../components/staff/EditorModal.tsx';
import { updateUserRole } from './api.ts';

/** Edit Role: USER, MODERATOR or ADMIN for one account (accounts are never added here). */
export function RoleForm({ item, onSaved, onCancel }: StaffFormProps<PublicUser>) {
  return item && <RoleChoice user={item} onSaved={onSaved} onCancel={onCancel} />;
}

function RoleChoice({
  user,
  onSaved,
  onCancel,
}: {
  user: PublicUser;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const form = useApiForm({
    idPrefix: 'role',
    schema: roleUpdateSchema,
    // The select's values are lower case, its labels upper case as stored: both ways of writing a role.
    defaultValues: { role: user.role.toLowerCase() },
    submit: ({ role }) => updateUserRole(user.id, role),
    failure: failure.withRefusal('Failed to update user.'),
    onDone: onSaved,
  });

  return (
    <StaffForm form={form} onCancel={onCancel} addLabel="Save">
      <p className="text-slate-700">
        Choose the role of <strong>{user.username}</strong> ({user.email}). They will need to sign in again.
      </p>
      <Field form={form} name="role" label="Role" control="select">
        {ROLES.map((r) => (
          <option key={r} value={r.toLowerCase()}>
            {r}
          </option>
        ))}
      </Field>
    </StaffForm>
  );
}
