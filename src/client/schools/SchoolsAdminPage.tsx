import { SCHOOL_TYPE_LABELS, type School } from '../../shared/schools/schools.ts';
import { failure } from '../transport/failure.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { EditorModal } from '../components/staff/EditorModal.tsx';
import { AddButton, RowActions } from '../components/staff/StaffButtons.tsx';
import { StaffList } from '../components/staff/StaffList.tsx';
import { useStaffCollection } from '../components/staff/useStaffCollection.ts';
import { FilterInput, useListFilter } from '../components/ui/FilterInput.tsx';
import { DataTable, type DataColumn } from '../components/ui/DataTable.tsx';
import { schools } from './api.ts';
import { SchoolForm } from './SchoolForm.tsx';

function matches(school: School, needle: string): boolean {
  return [school.name, school.type, school.district, school.address, school.email ?? '', school.phone ?? '']
    .join('\n')
    .toLowerCase()
    .includes(needle);
}

const COLUMNS: DataColumn<School>[] = [
  {
    name: 'School Name',
    role: 'header',
    className: 'md:min-w-48 font-normal',
    cell: (school) => (
      <>
        <div className="font-semibold text-slate-900">{school.name}</div>
        {school.email && <div className="text-slate-600">{school.email}</div>}
      </>
    ),
  },
  { name: 'Type', cell: (school) => SCHOOL_TYPE_LABELS[school.type] ?? school.type },
  {
    name: 'Address',
    className: 'md:min-w-56',
    cell: (school) => (
      <div>
        <div>{school.address}</div>
        {school.phone && <div className="text-slate-600">{school.phone}</div>}
      </div>
    ),
  },
  { name: 'District', cell: (school) => school.district },
];

/** Any signed-in user may look; only admins see the controls that write (the server checks too). */
export default function SchoolsAdminPage() {
  const { can } = useAuth();
  const mayWrite = can('schools.write');
  const staff = useStaffCollection({
    collection: schools,
    thing: 'school',
    loadFailed: failure.text('Failed to load schools. Please try again later.'),
    deleteFailed: failure.text('Failed to delete school.'),
  });
  const filter = useListFilter(staff.items, matches);
  const actions: DataColumn<School> = {
    name: 'Actions',
    role: 'actions',
    className: 'md:text-right',
    cell: (school) => (
      <RowActions
        name={school.name}
        className="flex gap-2 md:justify-end"
        onEdit={() => staff.edit(school)}
        onDelete={() => void staff.remove(school)}
      />
    ),
  };

  return (
    <AdminPage
      title="Manage Schools"
      actions={mayWrite && <AddButton onClick={() => staff.edit('new')}>Add School</AddButton>}
    >
      <div className="space-y-4">
        <FilterInput
          id="school-search"
          label="Search schools"
          placeholder="Search schools..."
          value={filter.text}
          onChange={filter.setText}
        />
        <StaffList
          staff={staff}
          loadingText="Loading schools..."
          empty={
            filter.shown.length > 0
              ? null
              : staff.items.length
                ? 'No schools match your search.'
                : 'No schools yet.'
          }
        >
          <DataTable
            label="Schools table"
            caption="Schools"
            className="text-sm"
            headClassName="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700"
            columns={mayWrite ? [...COLUMNS, actions] : COLUMNS}
            rows={filter.shown}
            rowKey={(school) => school.id}
          />
        </StaffList>
      </div>
      <EditorModal staff={staff} titles={{ add: 'Add School', edit: 'Edit School' }} Form={SchoolForm} />
    </AdminPage>
  );
}
