import { useDeferredValue, useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { isAlert } from '../../shared/news.ts';
import { failure } from '../api/failure.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { useStaffCollection } from '../components/staff/useStaffCollection.ts';
import { buttonClass } from '../components/ui/buttons.ts';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
import { FilterInput } from '../components/ui/FilterInput.tsx';
import { Modal } from '../components/ui/Modal.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { news } from './api.ts';
import { formatNewsDate } from './format-date.ts';
import { NewsForm } from './NewsForm.tsx';

/** /admin/dashboardNews: moderators and admins publish, edit and delete news; others only read. */
export default function NewsAdminPage() {
  const { isModerator } = useAuth();
  const { data, error, loading, items, editing, edit, close, actionError, remove, saved } =
    useStaffCollection({
      collection: news,
      thing: 'news item',
      loadFailed: failure.text('Failed to load news. Please try again later.'),
      deleteFailed: failure.text('Failed to delete news.'),
    });
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const shown = items.filter((item) => item.title.toLowerCase().includes(query));

  return (
    <AdminPage
      title="Manage News"
      actions={
        isModerator && (
          <button type="button" className={buttonClass.primary} onClick={() => edit('new')}>
            <Plus aria-hidden="true" size={18} /> Add News
          </button>
        )
      }
    >
      <div className="mb-6">
        <FilterInput
          id="news-search"
          label="Search news"
          placeholder="Search news by title..."
          value={search}
          onChange={setSearch}
        />
      </div>
      {!isModerator && (
        <p className="mb-4 rounded-md bg-slate-100 px-4 py-3 text-slate-700">
          Only moderators and admins can add, edit or delete news.
        </p>
      )}
      <div className="mb-4">
        <ErrorBanner message={actionError} />
      </div>
      {error ? (
        <StatusMessage kind="error">{error}</StatusMessage>
      ) : loading && !data ? (
        <StatusMessage>Loading news...</StatusMessage>
      ) : shown.length === 0 ? (
        <StatusMessage>{query ? 'No news matches your search.' : 'No news yet.'}</StatusMessage>
      ) : (
        <ul className="space-y-4" aria-label="News items">
          {shown.map((item) => (
            <li
              key={item.id}
              className={`flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row ${
                isAlert(item.type) ? 'border-t-4 border-red-600' : ''
              }`}
            >
              {item.image && (
                <img
                  src={item.image}
                  alt=""
                  width={128}
                  height={96}
                  className="h-24 w-32 shrink-0 rounded-md object-cover"
                />
              )}
              <div className="min-w-0 flex-1">
                <h2 className="text-lg font-semibold text-slate-900">{item.title}</h2>
                <p className="text-sm text-slate-600">
                  <time dateTime={item.date}>{formatNewsDate(item.date)}</time>
                  {item.type && <> · {isAlert(item.type) ? 'Safety Alert' : item.type}</>}
                </p>
                <p className="mt-1 line-clamp-2 text-slate-700">{item.description}</p>
              </div>
              {isModerator && (
                <div className="flex shrink-0 items-start gap-2">
                  <button type="button" className={buttonClass.small} onClick={() => edit(item)}>
                    <Pencil aria-hidden="true" size={14} /> Edit
                  </button>
                  <button type="button" className={buttonClass.danger} onClick={() => void remove(item)}>
                    <Trash2 aria-hidden="true" size={14} /> Delete
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Modal open={editing !== null} title={editing === 'new' ? 'Add News' : 'Edit News'} onClose={close}>
        {editing !== null && (
          <NewsForm
            key={editing === 'new' ? 'new' : editing.id}
            item={editing === 'new' ? null : editing}
            onSaved={saved}
            onCancel={close}
          />
        )}
      </Modal>
    </AdminPage>
  );
}
