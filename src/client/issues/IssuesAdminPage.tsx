import { Pencil, Plus, Trash2 } from 'lucide-react';
import { failure } from '../api/failure.ts';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { useStaffCollection } from '../components/staff/useStaffCollection.ts';
import { buttonClass } from '../components/ui/buttons.ts';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
import { Modal } from '../components/ui/Modal.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { issues as issueCollection } from './api.ts';
import { IssueForm } from './IssueForm.tsx';

export default function IssuesAdminPage() {
  const {
    data,
    error,
    loading,
    items: issues,
    editing,
    edit,
    close,
    actionError,
    remove,
    saved,
  } = useStaffCollection({
    collection: issueCollection,
    thing: 'issue',
    loadFailed: failure.text('Failed to load issues'),
    deleteFailed: failure.text('Failed to delete issue'),
  });

  return (
    <AdminPage
      title="Manage Issues"
      actions={
        <button type="button" className={buttonClass.primary} onClick={() => edit('new')}>
          <Plus aria-hidden="true" size={18} /> Add New Issue
        </button>
      }
    >
      <div className="space-y-4">
        <ErrorBanner message={actionError} />
        {error ? (
          <StatusMessage kind="error">{error}</StatusMessage>
        ) : loading && !data ? (
          <StatusMessage>Loading...</StatusMessage>
        ) : issues.length === 0 ? (
          <StatusMessage>No issues yet.</StatusMessage>
        ) : (
          <ul className="space-y-3">
            {issues.map((issue) => (
              <li key={issue.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <h2 className="text-lg font-semibold text-slate-900">{issue.title}</h2>
                  <div className="flex gap-2">
                    <button
                      type="button"
                      className={buttonClass.small}
                      aria-label={`Edit ${issue.title}`}
                      onClick={() => edit(issue)}
                    >
                      <Pencil aria-hidden="true" size={14} /> Edit
                    </button>
                    <button
                      type="button"
                      className={buttonClass.danger}
                      aria-label={`Delete ${issue.title}`}
                      onClick={() => void remove(issue)}
                    >
                      <Trash2 aria-hidden="true" size={14} /> Delete
                    </button>
                  </div>
                </div>
                <p className="mt-2 whitespace-pre-line text-slate-700">{issue.description}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Add New Issue' : 'Edit Issue'}
        onClose={close}
      >
        {editing !== null && (
          <IssueForm issue={editing === 'new' ? null : editing} onSaved={saved} onCancel={close} />
        )}
      </Modal>
    </AdminPage>
  );
}
