import { useState, type FormEvent } from 'react';
import type { PublicUser } from '../../shared/auth.ts';
import { ROLES, type Role } from '../../shared/roles.ts';
import { ErrorBanner } from '../auth/ErrorBanner.tsx';
import { buttonClass } from '../components/ui/buttons.ts';
import { FormField, inputClass } from '../components/ui/FormField.tsx';
import { Modal } from '../components/ui/Modal.tsx';
import { updateUserRole } from './api.ts';
import { failureMessage } from './failure-message.ts';

interface Props {
  user: PublicUser;
  onClose: () => void;
  onSaved: (user: PublicUser) => void;
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
  const [role, setRole] = useState<Role>(user.role);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      onSaved(await updateUserRole(user.id, role));
    } catch (err) {
      setError(failureMessage(err, 'Failed to update user.'));
      setSaving(false);
    }
  };

  return (
    <form onSubmit={save} className="space-y-4">
      <p className="text-slate-700">
        Choose the role of <strong>{user.username}</strong> ({user.email}). They will need to sign in again.
      </p>
      <ErrorBanner message={error} />
      <FormField id="role-select" label="Role">
        <select
          id="role-select"
          value={role.toLowerCase()}
          onChange={(event) => setRole(event.target.value.toUpperCase() as Role)}
          className={inputClass}
        >
          {/* The spec writes roles both ways: values in lower case, labels as stored (upper case). */}
          {ROLES.map((r) => (
            <option key={r} value={r.toLowerCase()}>
              {r}
            </option>
          ))}
        </select>
      </FormField>
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonClass.secondary} onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className={buttonClass.primary} disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </button>
      </div>
    </form>
  );
}
