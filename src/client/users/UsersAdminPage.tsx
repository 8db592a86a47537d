import { useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import type { PublicUser } from '../../shared/auth.ts';
import { useApiQuery } from '../api/data-cache.tsx';
import { useAuth } from '../auth/AuthProvider.tsx';
import { ErrorBanner } from '../auth/ErrorBanner.tsx';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { buttonClass } from '../components/ui/buttons.ts';
import { confirmDelete } from '../components/ui/confirm.ts';
import { inputClass } from '../components/ui/FormField.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { deleteUser, USERS_PATH } from './api.ts';
import { failureMessage } from './failure-message.ts';
import { RoleModal } from './RoleModal.tsx';

const joined = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

const ROLE_BADGE: Record<string, string> = {
  ADMIN: 'bg-emerald-100 text-emerald-900',
  MODERATOR: 'bg-sky-100 text-sky-900',
  USER: 'bg-slate-100 text-slate-800',
};

/** /admin/userDashboard: search, change roles, delete accounts. */
export default function UsersAdminPage() {
  const { user: me } = useAuth();
  const users = useApiQuery<PublicUser[]>(USERS_PATH);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<PublicUser | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const list = users.data ?? [];
    if (!needle) return list;
    return list.filter(
      (u) => u.username.toLowerCase().includes(needle) || u.email.toLowerCase().includes(needle),
    );
  }, [users.data, search]);

  const remove = async (target: PublicUser) => {
    if (!confirmDelete('user')) return;
    setActionError(null);
    try {
      await deleteUser(target.id);
      users.reload();
    } catch (error) {
      setActionError(failureMessage(error, 'Failed to delete user.'));
    }
  };

  return (
    <AdminPage title="Manage Users">
      <div className="mb-4 max-w-md">
        <label htmlFor="user-search" className="sr-only">
          Search users by username or email
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            size={18}
            className="absolute left-3 top-1/2 -translate-y-1/2 text-slate-500"
          />
          <input
            id="user-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by username or email..."
            className={`${inputClass} pl-10`}
          />
        </div>
      </div>
      <div className="mb-4">
        <ErrorBanner message={actionError} />
      </div>
      {users.error ? (
        <StatusMessage kind="error">Failed to load users. Please try again later.</StatusMessage>
      ) : !users.data ? (
        <StatusMessage>Loading users...</StatusMessage>
      ) : shown.length === 0 ? (
        <StatusMessage>{search.trim() ? 'No users match your search.' : 'No users found.'}</StatusMessage>
      ) : (
        <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-left">
            <caption className="sr-only">Users</caption>
            <thead className="bg-slate-50 text-sm font-semibold text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3">
                  User
                </th>
                <th scope="col" className="px-4 py-3">
                  Email
                </th>
                <th scope="col" className="px-4 py-3">
                  Role
                </th>
                <th scope="col" className="px-4 py-3">
                  Joined
                </th>
                <th scope="col" className="px-4 py-3">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown.map((u) => {
                const self = u.id === me?.id;
                return (
                  <tr key={u.id}>
                    <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                      {u.username}
                      {self && <span className="ml-2 text-sm font-normal text-slate-600">(you)</span>}
                    </th>
                    <td className="px-4 py-3 text-slate-700">{u.email}</td>
                    <td className="px-4 py-3">
                      <span
                        className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${ROLE_BADGE[u.role] ?? ROLE_BADGE.USER}`}
                      >
                        {u.role}
                      </span>
                    </td>
                    <td className="px-4 py-3 text-slate-700">
                      <time dateTime={u.createdAt}>{joined.format(new Date(u.createdAt))}</time>
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex gap-2">
                        <button
                          type="button"
                          className={`${buttonClass.small} disabled:cursor-not-allowed disabled:opacity-60`}
                          disabled={self}
                          title={self ? 'You cannot change your own role' : undefined}
                          onClick={() => {
                            setActionError(null);
                            setEditing(u);
                          }}
                        >
                          Edit Role
                        </button>
                        <button
                          type="button"
                          className={buttonClass.danger}
                          disabled={self}
                          title={self ? 'You cannot delete your own account' : undefined}
                          onClick={() => void remove(u)}
                        >
                          Delete
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <RoleModal
        user={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          users.reload();
        }}
      />
    </AdminPage>
  );
}
