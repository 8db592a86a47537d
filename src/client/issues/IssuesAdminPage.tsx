import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { Issue } from '../../shared/issues.ts';
import { ErrorBanner } from '../auth/ErrorBanner.tsx';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { useStaffCollection } from '../components/staff/useStaffCollection.ts';
import { buttonClass } from '../components/ui/buttons.ts';
import { Modal } from '../components/ui/Modal.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { deleteIssue, ISSUES_PATH } from './api.ts';
import { IssueForm } from './IssueForm.tsx';

export default function IssuesAdminPage() {
  const {
    data,
    error,
    loading,
    items: issues,
    editing,
    setEditing,
    actionError,
    remove,
    saved,
  } = useStaffCollection<Issue[], Issue>({
    path: ISSUES_PATH,
    items: (list) => list,
    thing: 'issue',
    deleteItem: deleteIssue,
    deleteFailed: 'Failed to delete issue',
  });

  return (
    <AdminPage
      title="Manage Issues"
      actions={
        <button type="button" className={buttonClass.primary} onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" size={18} /> Add New Issue
        </button>
      }
    >
      <div className="space-y-4">
        <ErrorBanner message={actionError} />
        {error ? (
          <StatusMessage kind="error">Failed to load issues</StatusMessage>
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
                      onClick={() => setEditing(issue)}
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
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <IssueForm
            issue={editing === 'new' ? null : editing}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </AdminPage>
  );
}
