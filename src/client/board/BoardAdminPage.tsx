import { failure } from '../transport/failure.ts';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { EditorModal } from '../components/staff/EditorModal.tsx';
import { AddButton, RowActions } from '../components/staff/StaffButtons.tsx';
import { StaffList } from '../components/staff/StaffList.tsx';
import { useStaffCollection } from '../components/staff/useStaffCollection.ts';
import { members } from './api.ts';
import { MemberForm } from './MemberForm.tsx';
import { MemberPhoto } from './MemberPhoto.tsx';

export default function BoardAdminPage() {
  const staff = useStaffCollection({
    collection: members,
    thing: 'member',
    loadFailed: failure.text('Failed to load members'),
    deleteFailed: failure.text('Failed to delete member'),
  });

  return (
    <AdminPage
      title="Manage HOA"
      actions={<AddButton onClick={() => staff.edit('new')}>Add New Member</AddButton>}
    >
      <StaffList staff={staff} empty={staff.items.length === 0 ? 'No members yet.' : null}>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {staff.items.map((member) => {
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
                <RowActions
                  name={name}
                  className="mt-auto flex gap-2"
                  onEdit={() => staff.edit(member)}
                  onDelete={() => void staff.remove(member)}
                />
              </li>
            );
          })}
        </ul>
      </StaffList>
      <EditorModal staff={staff} titles={{ add: 'Add New Member', edit: 'Edit Member' }} Form={MemberForm} />
    </AdminPage>
  );
}
