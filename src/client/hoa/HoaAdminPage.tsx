import { Pencil, Plus, Trash2 } from 'lucide-react';
import { failure } from '../api/failure.ts';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { useStaffCollection } from '../components/staff/useStaffCollection.ts';
import { buttonClass } from '../components/ui/buttons.ts';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
import { Modal } from '../components/ui/Modal.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { members as memberCollection } from './api.ts';
import { MemberForm } from './MemberForm.tsx';
import { MemberPhoto } from './MemberPhoto.tsx';

export default function HoaAdminPage() {
  const {
    data,
    error,
    loading,
    items: members,
    editing,
    edit,
    close,
    actionError,
    remove,
    saved,
  } = useStaffCollection({
    collection: memberCollection,
    thing: 'member',
    loadFailed: failure.text('Failed to load members'),
    deleteFailed: failure.text('Failed to delete member'),
  });

  return (
    <AdminPage
      title="Manage HOA"
      actions={
        <button type="button" className={buttonClass.primary} onClick={() => edit('new')}>
          <Plus aria-hidden="true" size={18} /> Add New Member
        </button>
      }
    >
      <div className="space-y-4">
        <ErrorBanner message={actionError} />
        {error ? (
          <StatusMessage kind="error">{error}</StatusMessage>
        ) : loading && !data ? (
          <StatusMessage>Loading...</StatusMessage>
        ) : members.length === 0 ? (
          <StatusMessage>No members yet.</StatusMessage>
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {members.map((member) => {
              const name = `${member.fName} ${member.lName}`;
              return (
                <li
                  key={member.id}
                  className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
                >
                  <MemberPhoto member={member} />
                  <div>
                    <h2 className="text-lg font-semibold text-slate-900">{name}</h2>
                    {member.title && <p className="text-slate-600">{member.title}</p>}
                  </div>
                  <div className="mt-auto flex gap-2">
                    <button
                      type="button"
                      className={buttonClass.small}
                      aria-label={`Edit ${name}`}
                      onClick={() => edit(member)}
                    >
                      <Pencil aria-hidden="true" size={14} /> Edit
                    </button>
                    <button
                      type="button"
                      className={buttonClass.danger}
                      aria-label={`Delete ${name}`}
                      onClick={() => void remove(member)}
                    >
                      <Trash2 aria-hidden="true" size={14} /> Delete
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Add New Member' : 'Edit Member'}
        onClose={close}
      >
        {editing !== null && (
          <MemberForm member={editing === 'new' ? null : editing} onSaved={saved} onCancel={close} />
        )}
      </Modal>
    </AdminPage>
  );
}
