import { useEffect, useRef, useState } from 'react';
import { Download, Upload } from 'lucide-react';
import type { Home } from '../../shared/homes/homes.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { failure } from '../transport/failure.ts';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { EditorModal } from '../components/staff/EditorModal.tsx';
import { AddButton, RowActions } from '../components/staff/StaffButtons.tsx';
import { StaffList } from '../components/staff/StaffList.tsx';
import { useStaffCollection } from '../components/staff/useStaffCollection.ts';
import { Button } from '../components/ui/Button.tsx';
import { buttonClass } from '../components/ui/buttons.ts';
import { DataTable, type DataColumn } from '../components/ui/DataTable.tsx';
import { FilterInput, useListFilter } from '../components/ui/FilterInput.tsx';
import { homeList, HOMES_CSV, removeHome } from './api.ts';
import { HomeForm } from './HomeForm.tsx';
import { ImportDialog } from './ImportDialog.tsx';

/**
 * The search runs in the browser over the whole roll: a community has a few hundred homes, which
 * GET /api/homes answers in one read, so every keystroke filters what is already on the page.
 */
function matches(home: Home, needle: string): boolean {
  return [home.address, home.lot ?? '', ...home.residents.map((r) => r.username)]
    .join('\n')
    .toLowerCase()
    .includes(needle);
}

const COLUMNS: DataColumn<Home>[] = [
  { name: 'Address', role: 'header', className: 'md:min-w-64', cell: (home) => home.address },
  { name: 'Lot', cell: (home) => home.lot ?? '—' },
  {
    name: 'Residents',
    cell: (home) =>
      home.residents.length === 0 ? (
        <span className="text-slate-600">No residents linked</span>
      ) : (
        <ul>
          {home.residents.map((resident) => (
            <li key={resident.id}>
              {resident.username} <span className="text-slate-600">({resident.relation})</span>
            </li>
          ))}
        </ul>
      ),
  },
];

const collection = { list: homeList, remove: removeHome };

/**
 * /admin/homes (docs/product/homes.md): the roll of homes and who lives in each. Moderators read
 * and export it; admins add, edit, delete and import (the server checks every write too).
 */
export default function HomesAdminPage() {
  const { can } = useAuth();
  const mayManage = can('homes.manage');
  const staff = useStaffCollection({
    collection,
    thing: 'home',
    loadFailed: failure.text('Failed to load the homes.'),
    // A home with residents linked is refused (409) in words that say what to do first.
    deleteFailed: failure.serverFirst('Failed to delete the home. Please try again.'),
  });
  const filter = useListFilter(staff.items, matches);
  const [importing, setImporting] = useState(false);

  // A refused delete is said above the list, which a long roll may have scrolled out of view.
  const listTop = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (staff.actionError) listTop.current?.scrollIntoView({ block: 'start' });
  }, [staff.actionError]);

  const actions: DataColumn<Home> = {
    name: 'Actions',
    role: 'actions',
    className: 'md:text-right',
    cell: (home) => (
      <RowActions
        name={home.address}
        className="flex gap-2 md:justify-end"
        onEdit={() => staff.edit(home)}
        onDelete={() => void staff.remove(home)}
      />
    ),
  };

  const homes = staff.data?.items.length ?? 0;
  const empty =
    filter.shown.length > 0
      ? null
      : homes > 0
        ? 'No homes match your search.'
        : mayManage
          ? 'No homes yet. Add one or import the roll from a CSV file.'
          : 'No homes yet. An administrator adds them or imports the roll from a CSV file.';

  return (
    <AdminPage
      title="Homes"
      actions={
        <>
          <a href={HOMES_CSV} download className={buttonClass.secondary}>
            <Download aria-hidden="true" size={18} /> Export CSV
          </a>
          {mayManage && (
            <>
              <Button variant="secondary" onClick={() => setImporting(true)}>
                <Upload aria-hidden="true" size={18} /> Import from CSV
              </Button>
              <AddButton onClick={() => staff.edit('new')}>Add Home</AddButton>
            </>
          )}
        </>
      }
    >
      <div className="space-y-4">
        <p className="max-w-3xl text-slate-700">
          {staff.data && (
            <>
              <strong>{homes.toLocaleString('en-US')}</strong> {homes === 1 ? 'home' : 'homes'} on the
              roll.{' '}
            </>
          )}
          {mayManage
            ? 'A home with residents linked cannot be deleted: move or unlink them first.'
            : 'View only: administrators add, edit, delete and import homes.'}
        </p>
        <FilterInput
          id="home-search"
          label="Search homes"
          placeholder="Search by address, lot or resident..."
          value={filter.text}
          onChange={filter.setText}
        />
        <div ref={listTop} className="scroll-mt-4">
          <StaffList staff={staff} loadingText="Loading homes..." empty={empty} onRetry={staff.reload}>
            <DataTable
              label="Homes table"
              caption="Homes on the roll"
              className="text-sm"
              headClassName="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700"
              columns={mayManage ? [...COLUMNS, actions] : COLUMNS}
              rows={filter.shown}
              rowKey={(home) => home.id}
            />
          </StaffList>
        </div>
      </div>
      {mayManage && (
        <>
          <EditorModal staff={staff} titles={{ add: 'Add Home', edit: 'Edit Home' }} Form={HomeForm} />
          <ImportDialog open={importing} onClose={() => setImporting(false)} onImported={staff.reload} />
        </>
      )}
    </AdminPage>
  );
}
