import { Pencil, Plus, Trash2 } from 'lucide-react';
import { FAQ_CATEGORIES } from '../../shared/faqs.ts';
import { failure } from '../api/failure.ts';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { useStaffCollection } from '../components/staff/useStaffCollection.ts';
import { buttonClass } from '../components/ui/buttons.ts';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
import { Modal } from '../components/ui/Modal.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { faqs as faqCollection } from './api.ts';
import { FaqForm } from './FaqForm.tsx';

export default function FaqsAdminPage() {
  const {
    data,
    error,
    loading,
    items: faqs,
    editing,
    edit,
    close,
    actionError,
    remove,
    saved,
  } = useStaffCollection({
    collection: faqCollection,
    thing: 'FAQ',
    loadFailed: failure.text('Failed to load FAQs'),
    deleteFailed: failure.text('Failed to delete FAQ'),
  });

  return (
    <AdminPage
      title="Manage FAQs"
      actions={
        <button type="button" className={buttonClass.primary} onClick={() => edit('new')}>
          <Plus aria-hidden="true" size={18} /> Add New Question
        </button>
      }
    >
      <div className="space-y-6">
        <ErrorBanner message={actionError} />
        {error ? (
          <StatusMessage kind="error">{error}</StatusMessage>
        ) : loading && !data ? (
          <StatusMessage>Loading...</StatusMessage>
        ) : faqs.length === 0 ? (
          <StatusMessage>There are no questions yet.</StatusMessage>
        ) : (
          FAQ_CATEGORIES.map((category) => {
            const inCategory = faqs.filter((faq) => faq.category === category);
            if (inCategory.length === 0) return null;
            return (
              <section key={category} aria-label={category} className="space-y-3">
                <h2 className="text-xl font-semibold text-emerald-950">{category}</h2>
                <ul className="space-y-3">
                  {inCategory.map((faq) => (
                    <li key={faq.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                      <div className="flex flex-wrap items-start justify-between gap-3">
                        <h3 className="font-semibold text-slate-900">{faq.question}</h3>
                        <div className="flex gap-2">
                          <button
                            type="button"
                            className={buttonClass.small}
                            aria-label={`Edit ${faq.question}`}
                            onClick={() => edit(faq)}
                          >
                            <Pencil aria-hidden="true" size={14} /> Edit
                          </button>
                          <button
                            type="button"
                            className={buttonClass.danger}
                            aria-label={`Delete ${faq.question}`}
                            onClick={() => void remove(faq)}
                          >
                            <Trash2 aria-hidden="true" size={14} /> Delete
                          </button>
                        </div>
                      </div>
                      <p className="mt-2 whitespace-pre-line text-slate-700">{faq.answer}</p>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })
        )}
      </div>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Add New Question' : 'Edit Question'}
        onClose={close}
      >
        {editing !== null && (
          <FaqForm faq={editing === 'new' ? null : editing} onSaved={saved} onCancel={close} />
        )}
      </Modal>
    </AdminPage>
  );
}
