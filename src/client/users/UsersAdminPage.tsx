import { useState } from 'react';
import { residentDecisionFor } from '../../shared/policies.ts';
import type { StaffUser } from '../../shared/users.ts';
import { failure } from '../transport/failure.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { EditorModal } from '../components/staff/EditorModal.tsx';
import { StaffList } from '../components/staff/StaffList.tsx';
import { useStaffCollection } from '../components/staff/useStaffCollection.ts';
import { RESIDENT_STATUS_TEXT } from '../../shared/account.ts';
import { inputClass } from '../components/ui/FormField.tsx';
import { HelpOutcome, useAccountHelp } from './AccountHelp.tsx';
import { HomeLinkDialog, homeLabel, RELATION_TEXT } from './HomeLinkDialog.tsx';
import { USER_FILTERS, userQuery, type UserFilter } from './user-filters.ts';
import { FilterInput } from '../components/ui/FilterInput.tsx';
import { useSettledValue } from '../components/ui/useSettledValue.ts';
import { DataTable, type DataColumn } from '../components/ui/DataTable.tsx';
import { deleteUser, userList } from './api.ts';
import { RoleForm } from './RoleForm.tsx';
import { Button } from '../components/ui/Button.tsx';
import { useCommunityDates } from '../community/community-dates.ts';
import { useSearchParams } from '../app/router.tsx';

const ROLE_BADGE: Record<string, string> = {
  ADMIN: 'bg-brand-100 text-brand-900',
  MODERATOR: 'bg-sky-100 text-sky-900',
  USER: 'bg-slate-100 text-slate-800',
};

/** /admin/userDashboard: search, change roles, delete accounts. */
export default function UsersAdminPage() {
  const { user: me } = useAuth();
  const dates = useCommunityDates();
  // The dashboard's "resident requests waiting" links here with ?show=pending.
  const [params] = useSearchParams();
  const asked = USER_FILTERS.find((f) => f.value === params.get('show'));
  const [show, setShow] = useState<UserFilter>(asked?.value ?? 'all');
  const [search, setSearch] = useState('');
  // The server searches and filters every account; the list shows a page and reads more on demand.
  const query = userQuery(show, useSettledValue(search));
  const staff = useStaffCollection({
    collection: { list: userList(query), remove: deleteUser },
    thing: 'user',
    loadFailed: failure.text('Failed to load users. Please try again later.'),
    deleteFailed: failure.withRefusal('Failed to delete user.'),
  });
  const help = useAccountHelp(staff.reload);
  const self = (u: StaffUser) => u.id === me?.id;
  const columns: DataColumn<StaffUser>[] = [
    {
      name: 'User',
      role: 'header',
      cell: (u) => (
        <>
          {u.username}
          {self(u) && <span className="ml-2 text-sm font-normal text-slate-600">(you)</span>}
        </>
      ),
    },
    { name: 'Email', className: 'text-slate-700', cell: (u) => u.email },
    {
      name: 'Role',
      cell: (u) => (
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${ROLE_BADGE[u.role] ?? ROLE_BADGE.USER}`}
        >
          {u.role}
        </span>
      ),
    },
    {
      name: 'Email verified',
      className: 'text-slate-700',
      cell: (u) => (u.emailVerified ? 'Verified' : 'Not verified'),
    },
    { name: 'Resident', className: 'text-slate-700', cell: (u) => RESIDENT_STATUS_TEXT[u.residentStatus] },
    {
      name: 'Address',
      className: 'text-slate-700 [overflow-wrap:anywhere]',
      cell: (u) => u.address ?? <span className="text-slate-600">None given</span>,
    },
    {
      name: 'Home',
      className: 'text-slate-700 [overflow-wrap:anywhere]',
      cell: (u) =>
        u.home ? (
          `${homeLabel(u.home)}, ${RELATION_TEXT[u.relation ?? 'owner'].toLowerCase()}`
        ) : (
          <span className="text-slate-600">No home linked</span>
        ),
    },
    {
      name: 'Joined',
      className: 'text-slate-700',
      cell: (u) => <time dateTime={u.createdAt}>{dates.date(u.createdAt)}</time>,
    },
    {
      name: 'Actions',
      role: 'actions',
      cell: (u) => (
        <div className="flex flex-wrap gap-2">
          {residentDecisionFor(u) === 'decide' && (
            <>
              <Button variant="small" disabled={help.busy !== null} onClick={() => help.approve(u)}>
                Approve
              </Button>
              <Button variant="small" disabled={help.busy !== null} onClick={() => void help.decline(u)}>
                Decline
              </Button>
            </>
          )}
          {residentDecisionFor(u) === 'revoke' && (
            <Button variant="small" disabled={help.busy !== null} onClick={() => void help.decline(u)}>
              Remove Resident
            </Button>
          )}
          {u.residentStatus === 'approved' && (
            <Button variant="small" disabled={help.busy !== null} onClick={() => help.changeHome(u)}>
              {u.home ? 'Change Home' : 'Link Home'}
            </Button>
          )}
          <Button variant="small" disabled={help.busy !== null} onClick={() => void help.resetLink(u)}>
            Send Reset Link
          </Button>
          <Button
            variant="small"
            disabled={self(u)}
            title={self(u) ? 'You cannot change your own role' : undefined}
            onClick={() => staff.edit(u)}
          >
            Edit Role
          </Button>
          <Button
            variant="danger"
            disabled={self(u)}
            title={self(u) ? 'You cannot delete your own account' : undefined}
            onClick={() => void staff.remove(u)}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <AdminPage title="Manage Users">
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <FilterInput
          id="user-search"
          label="Search users by username or email"
          placeholder="Search by username or email..."
          value={search}
          onChange={setSearch}
        />
        <div>
          <label htmlFor="user-show" className="mb-1 block text-sm font-medium text-slate-800">
            Show
          </label>
          <select
            id="user-show"
            className={inputClass}
            value={show}
            onChange={(event) => setShow(event.target.value as UserFilter)}
          >
            {USER_FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <HelpOutcome result={help.result} />
      <StaffList
        staff={staff}
        loadingText="Loading users..."
        empty={
          staff.items.length > 0
            ? null
            : query.q || show !== 'all'
              ? 'No users match your search.'
              : 'No users found.'
        }
      >
        <DataTable
          label="Users table"
          caption="Users"
          columns={columns}
          rows={staff.items}
          rowKey={(u) => u.id}
        />
      </StaffList>
      <EditorModal staff={staff} titles={{ add: 'Edit Role', edit: 'Edit Role' }} Form={RoleForm} />
      <HomeLinkDialog linking={help.linking} onClose={help.cancelLinking} onConfirm={help.confirmLinking} />
    </AdminPage>
  );
}
