import { useState } from 'react';
import {
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_VISIBILITY_LABELS,
  documentTextNote,
  fileTypeLabel,
  formatFileSize,
} from '../../shared/documents/documents.ts';
import type { LibraryDocument } from '../../shared/documents/documents.ts';
import { formatLongDay } from '../../shared/dates.ts';
import { useApiQuery } from '../transport/data-cache.tsx';
import { LoadMore } from '../components/staff/LoadMore.tsx';
import { useMorePages } from '../components/staff/useStaffCollection.ts';
import { failure, failureText } from '../transport/failure.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { deleteQuestion } from '../components/ui/confirm.ts';
import { useConfirm } from '../components/ui/useConfirm.tsx';
import { allDocuments, deleteDocument } from './api.ts';
import { EditDialog } from './EditDialog.tsx';
import { UploadPanel } from './UploadPanel.tsx';
import { Button } from '../components/ui/Button.tsx';

/** What search makes of the document's text, when staff should know (read in part, not at all). */
function TextNote({ document }: { document: LibraryDocument }) {
  const note = documentTextNote(document.textState);
  return note ? <p className="mt-1 text-sm text-amber-900">{note}</p> : null;
}

/** /admin/documents: moderators and admins upload, edit, replace and delete library documents. */
export default function DocumentsAdminPage() {
  const { can } = useAuth();
  const mayManage = can('documents.write');
  const { data, loading, error, reload } = useApiQuery(
    mayManage ? allDocuments : null,
    failure.serverFirst('Failed to load documents'),
  );
  const [editing, setEditing] = useState<LibraryDocument | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const pages = useMorePages(
    { path: allDocuments, items: (answer) => answer.items },
    data,
    failure.serverFirst('Failed to load documents'),
  );
  const items = pages.items;
  const confirm = useConfirm();

  const remove = async (document: LibraryDocument) => {
    const yes = await confirm.ask({
      question: deleteQuestion('document'),
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!yes) return;
    setActionError(null);
    try {
      await deleteDocument(document.id);
      reload();
    } catch (failed) {
      setActionError(failureText(failure.withRefusal('Failed to delete the document'), failed));
    }
  };

  if (!mayManage) {
    return (
      <AdminPage title="Manage Documents">
        <p className="rounded-md bg-slate-100 px-4 py-3 text-slate-700">
          Only moderators and admins can manage documents.
        </p>
      </AdminPage>
    );
  }

  return (
    <AdminPage title="Manage Documents">
      <UploadPanel onUploaded={reload} />
      <ErrorBanner message={actionError} />
      {confirm.dialog}
      <h2 className="mt-4 mb-3 text-xl font-semibold text-brand-950">Library</h2>
      {loading && !data ? (
        <StatusMessage>Loading documents...</StatusMessage>
      ) : error && !data ? (
        <StatusMessage kind="error">{error}</StatusMessage>
      ) : items.length === 0 ? (
        <StatusMessage>No documents yet.</StatusMessage>
      ) : (
        <>
          <ul className="space-y-3" aria-label="Documents">
            {items.map((document) => (
              <li
                key={document.id}
                className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <a href={document.url} className="font-semibold text-brand-900 hover:underline">
                    {document.title}
                  </a>
                  <p className="text-sm text-slate-600">
                    {DOCUMENT_CATEGORY_LABELS[document.category]} ·{' '}
                    {DOCUMENT_VISIBILITY_LABELS[document.visibility]} ·{' '}
                    <time dateTime={document.date}>{formatLongDay(document.date)}</time> ·{' '}
                    {fileTypeLabel(document.contentType)} · {formatFileSize(document.size)}
                  </p>
                  <TextNote document={document} />
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    variant="small"
                    onClick={() => setEditing(document)}
                    aria-label={`Edit ${document.title}`}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="danger"
                    onClick={() => void remove(document)}
                    aria-label={`Delete ${document.title}`}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <LoadMore more={pages.more} />
        </>
      )}
      {editing && (
        <EditDialog
          document={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </AdminPage>
  );
}
