import { useDeferredValue, useState } from 'react';
import type { PublicUser } from '../../shared/auth.ts';
import { failure } from '../api/failure.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { useStaffCollection } from '../components/staff/useStaffCollection.ts';
import { buttonClass } from '../components/ui/buttons.ts';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
import { FilterInput } from '../components/ui/FilterInput.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { deleteUser, userList } from './api.ts';
import { RoleModal } from './RoleModal.tsx';

const joined = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

const ROLE_BADGE: Record<string, string> = {
  ADMIN: 'bg-emerald-100 text-emerald-900',
  MODERATOR: 'bg-sky-100 text-sky-900',
  USER: 'bg-slate-100 text-slate-800',
};

function matches(user: PublicUser, needle: string): boolean {
  return user.username.toLowerCase().includes(needle) || user.email.toLowerCase().includes(needle);
}

/** /admin/userDashboard: search, change roles, delete accounts. */
export default function UsersAdminPage() {
  const { user: me } = useAuth();
  const { data, error, items, editing, edit, close, actionError, remove, saved } = useStaffCollection({
    collection: { list: userList, remove: deleteUser },
    thing: 'user',
    loadFailed: failure.text('Failed to load users. Please try again later.'),
    deleteFailed: failure.withRefusal('Failed to delete user.'),
  });
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search.trim().toLowerCase());
  const shown = items.filter((u) => matches(u, needle));

  return (
    <AdminPage title="Manage Users">
      <div className="mb-4">
        <FilterInput
          id="user-search"
          label="Search users by username or email"
          placeholder="Search by username or email..."
          value={search}
          onChange={setSearch}
        />
      </div>
      <div className="mb-4">
        <ErrorBanner message={actionError} />
      </div>
      {error ? (
        <StatusMessage kind="error">{error}</StatusMessage>
      ) : !data ? (
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
                          onClick={() => edit(u)}
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
      <RoleModal user={editing === 'new' ? null : editing} onClose={close} onSaved={saved} />
    </AdminPage>
  );
}
