import { failure } from '../transport/failure.ts';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { EditorModal } from '../components/staff/EditorModal.tsx';
import { AddButton, RowActions } from '../components/staff/StaffButtons.tsx';
import { StaffList } from '../components/staff/StaffList.tsx';
import { useStaffCollection } from '../components/staff/useStaffCollection.ts';
import { ExternalLink } from '../components/ui/ExternalLink.tsx';
import { links } from './api.ts';
import { LinkForm } from './LinkForm.tsx';

export default function LinksAdminPage() {
  const staff = useStaffCollection({
    collection: links,
    thing: 'link',
    loadFailed: failure.text('Failed to load links. Please try again later.'),
    deleteFailed: failure.text('Failed to delete link. Please try again.'),
  });

  return (
    <AdminPage
      title="Manage Important Links"
      actions={<AddButton onClick={() => staff.edit('new')}>Add Link</AddButton>}
    >
      <StaffList
        staff={staff}
        loadingText="Loading links..."
        empty={staff.items.length === 0 ? 'No links available.' : null}
      >
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
          {staff.items.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
              <div className="min-w-0">
                <ExternalLink href={link.link}>{link.title}</ExternalLink>
                <p className="truncate text-sm text-slate-600">{link.link}</p>
              </div>
              <RowActions
                name={link.title}
                onEdit={() => staff.edit(link)}
                onDelete={() => void staff.remove(link)}
              />
            </li>
          ))}
        </ul>
      </StaffList>
      <EditorModal staff={staff} titles={{ add: 'Add Link', edit: 'Edit Link' }} Form={LinkForm} />
    </AdminPage>
  );
}
