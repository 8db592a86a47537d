import { Pencil, Plus, Trash2 } from 'lucide-react';
import { failure } from '../api/failure.ts';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { useStaffCollection } from '../components/staff/useStaffCollection.ts';
import { buttonClass } from '../components/ui/buttons.ts';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
import { Modal } from '../components/ui/Modal.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { ExternalLink } from '../components/ui/ExternalLink.tsx';
import { links as linkCollection } from './api.ts';
import { LinkForm } from './LinkForm.tsx';

export default function LinksAdminPage() {
  const {
    data,
    error,
    loading,
    items: links,
    editing,
    edit,
    close,
    actionError,
    remove,
    saved,
  } = useStaffCollection({
    collection: linkCollection,
    thing: 'link',
    loadFailed: failure.text('Failed to load links. Please try again later.'),
    deleteFailed: failure.text('Failed to delete link. Please try again.'),
  });

  return (
    <AdminPage
      title="Manage Important Links"
      actions={
        <button type="button" className={buttonClass.primary} onClick={() => edit('new')}>
          <Plus aria-hidden="true" size={18} /> Add Link
        </button>
      }
    >
      <div className="space-y-4">
        <ErrorBanner message={actionError} />
        {error ? (
          <StatusMessage kind="error">{error}</StatusMessage>
        ) : loading && !data ? (
          <StatusMessage>Loading links...</StatusMessage>
        ) : links.length === 0 ? (
          <StatusMessage>No links available.</StatusMessage>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
            {links.map((link) => (
              <li key={link.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
                <div className="min-w-0">
                  <ExternalLink href={link.link}>{link.title}</ExternalLink>
                  <p className="truncate text-sm text-slate-600">{link.link}</p>
                </div>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={buttonClass.small}
                    aria-label={`Edit ${link.title}`}
                    onClick={() => edit(link)}
                  >
                    <Pencil aria-hidden="true" size={14} /> Edit
                  </button>
                  <button
                    type="button"
                    className={buttonClass.danger}
                    aria-label={`Delete ${link.title}`}
                    onClick={() => void remove(link)}
                  >
                    <Trash2 aria-hidden="true" size={14} /> Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Modal open={editing !== null} title={editing === 'new' ? 'Add Link' : 'Edit Link'} onClose={close}>
        {editing !== null && (
          <LinkForm link={editing === 'new' ? null : editing} onSaved={saved} onCancel={close} />
        )}
      </Modal>
    </AdminPage>
  );
}
