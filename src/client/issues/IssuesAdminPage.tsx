import { failure } from '../transport/failure.ts';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { EditorModal } from '../components/staff/EditorModal.tsx';
import { AddButton, RowActions } from '../components/staff/StaffButtons.tsx';
import { StaffList } from '../components/staff/StaffList.tsx';
import { useStaffCollection } from '../components/staff/useStaffCollection.ts';
import { issues } from './api.ts';
import { IssueForm } from './IssueForm.tsx';

export default function IssuesAdminPage() {
  const staff = useStaffCollection({
    collection: issues,
    thing: 'issue',
    loadFailed: failure.text('Failed to load issues'),
    deleteFailed: failure.text('Failed to delete issue'),
  });

  return (
    <AdminPage
      title="Manage Issues"
      actions={<AddButton onClick={() => staff.edit('new')}>Add New Issue</AddButton>}
    >
      <StaffList staff={staff} empty={staff.items.length === 0 ? 'No issues yet.' : null}>
        <ul className="space-y-3">
          {staff.items.map((issue) => (
            <li key={issue.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h2 className="text-lg font-semibold text-slate-900">{issue.title}</h2>
                <RowActions
                  name={issue.title}
                  onEdit={() => staff.edit(issue)}
                  onDelete={() => void staff.remove(issue)}
                />
              </div>
              <p className="mt-2 whitespace-pre-line text-slate-700">{issue.description}</p>
            </li>
          ))}
        </ul>
      </StaffList>
      <EditorModal staff={staff} titles={{ add: 'Add New Issue', edit: 'Edit Issue' }} Form={IssueForm} />
    </AdminPage>
  );
}
