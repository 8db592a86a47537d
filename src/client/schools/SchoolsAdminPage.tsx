import { useDeferredValue, useMemo, useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { SCHOOL_TYPE_LABELS, type School } from '../../shared/schools.ts';
import { failure } from '../api/failure.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { useStaffCollection } from '../components/staff/useStaffCollection.ts';
import { buttonClass } from '../components/ui/buttons.ts';
import { FilterInput } from '../components/ui/FilterInput.tsx';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
import { Modal } from '../components/ui/Modal.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { schools as schoolCollection } from './api.ts';
import { SchoolForm } from './SchoolForm.tsx';

function matches(school: School, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [school.name, school.type, school.district, school.address, school.email ?? '', school.phone ?? '']
    .join('\n')
    .toLowerCase()
    .includes(needle);
}

/** Any signed-in user may look; only admins see the controls that write (the server checks too). */
export default function SchoolsAdminPage() {
  const { isAdmin } = useAuth();
  const { items, data, error, loading, editing, edit, close, actionError, remove, saved } =
    useStaffCollection({
      collection: schoolCollection,
      thing: 'school',
      loadFailed: failure.text('Failed to load schools. Please try again later.'),
      deleteFailed: failure.text('Failed to delete school.'),
    });
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const schools = useMemo(() => items.filter((s) => matches(s, deferredQuery)), [items, deferredQuery]);

  return (
    <AdminPage
      title="Manage Schools"
      actions={
        isAdmin && (
          <button type="button" className={buttonClass.primary} onClick={() => edit('new')}>
            <Plus aria-hidden="true" size={18} /> Add School
          </button>
        )
      }
    >
      <div className="space-y-4">
        <FilterInput
          id="school-search"
          label="Search schools"
          placeholder="Search schools..."
          value={query}
          onChange={setQuery}
        />
        <ErrorBanner message={actionError} />
        {error ? (
          <StatusMessage kind="error">{error}</StatusMessage>
        ) : loading && !data ? (
          <StatusMessage>Loading schools...</StatusMessage>
        ) : schools.length === 0 ? (
          <StatusMessage>{data?.length ? 'No schools match your search.' : 'No schools yet.'}</StatusMessage>
        ) : (
          // Scrolls sideways on a phone; focusable so the keyboard can scroll it too.
          <div
            role="region"
            aria-label="Schools table"
            tabIndex={0}
            className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
              <caption className="sr-only">Schools</caption>
              <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    School Name
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Type
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Address
                  </th>
                  <th scope="col" className="px-4 py-3">
                    District
                  </th>
                  {isAdmin && (
                    <th scope="col" className="px-4 py-3 text-right">
                      Actions
                    </th>
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {schools.map((school) => (
                  <tr key={school.id}>
                    <td className="min-w-48 px-4 py-3">
                      <div className="font-semibold text-slate-900">{school.name}</div>
                      {school.email && <div className="text-slate-600">{school.email}</div>}
                    </td>
                    <td className="px-4 py-3">{SCHOOL_TYPE_LABELS[school.type] ?? school.type}</td>
                    <td className="min-w-56 px-4 py-3">
                      <div>{school.address}</div>
                      {school.phone && <div className="text-slate-600">{school.phone}</div>}
                    </td>
                    <td className="px-4 py-3">{school.district}</td>
                    {isAdmin && (
                      <td className="px-4 py-3">
                        <div className="flex justify-end gap-2">
                          <button
                            type="button"
                            className={buttonClass.small}
                            aria-label={`Edit ${school.name}`}
                            onClick={() => edit(school)}
                          >
                            <Pencil aria-hidden="true" size={14} /> Edit
                          </button>
                          <button
                            type="button"
                            className={buttonClass.danger}
                            aria-label={`Delete ${school.name}`}
                            onClick={() => void remove(school)}
                          >
                            <Trash2 aria-hidden="true" size={14} /> Delete
                          </button>
                        </div>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <Modal open={editing !== null} title={editing === 'new' ? 'Add School' : 'Edit School'} onClose={close}>
        {editing !== null && (
          <SchoolForm school={editing === 'new' ? null : editing} onSaved={saved} onCancel={close} />
        )}
      </Modal>
    </AdminPage>
  );
}
