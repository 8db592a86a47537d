import type { PublicUser } from '../../shared/auth.ts';
import { ROLES } from '../../shared/roles.ts';
import { roleUpdateSchema } from '../../shared/users.ts';
import { failure } from '../api/failure.ts';
import { Field } from '../components/forms/Field.tsx';
import { StaffForm } from '../components/forms/StaffForm.tsx';
import { useApiForm } from '../components/forms/useApiForm.ts';
import { Modal } from '../components/ui/Modal.tsx';
import { updateUserRole } from './api.ts';

interface Props {
  user: PublicUser;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Edit Role: picks USER, MODERATOR or ADMIN for one account. The dialog stays mounted and only
 * opens and closes, so on closing it gives focus back to the button that opened it.
 */
export function RoleModal({ user, onClose, onSaved }: Omit<Props, 'user'> & { user: PublicUser | null }) {
  return (
    <Modal open={user !== null} title="Edit Role" onClose={onClose}>
      {user && <RoleForm key={user.id} user={user} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function RoleForm({ user, onClose, onSaved }: Props) {
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
    <StaffForm form={form} onCancel={onClose} editing editLabel="Save" addLabel="Save">
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
