import { useDeferredValue, useState } from 'react';
import { Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { isAlert, type NewsItem, type NewsList, type NewsValues } from '../../shared/news.ts';
import { messageOf } from '../api/client.ts';
import { useApiQuery } from '../api/data-cache.tsx';
import { useAuth } from '../auth/AuthProvider.tsx';
import { ErrorBanner } from '../auth/ErrorBanner.tsx';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { buttonClass } from '../components/ui/buttons.ts';
import { confirmDelete } from '../components/ui/confirm.ts';
import { inputClass } from '../components/ui/FormField.tsx';
import { Modal } from '../components/ui/Modal.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { createNews } from './create-news.ts';
import { deleteNews } from './delete-news.ts';
import { formatNewsDate } from './format-date.ts';
import { NewsForm } from './NewsForm.tsx';
import { updateNews } from './update-news.ts';

type Editing = { item: NewsItem | null } | null;

/** /admin/dashboardNews: moderators and admins publish, edit and delete news; others only read. */
export default function NewsAdminPage() {
  const { isModerator } = useAuth();
  const { data, error, loading, reload } = useApiQuery<NewsList>('/api/news');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  // The list is filtered in the browser as the user types: no request per keystroke.
  const query = useDeferredValue(search.trim().toLowerCase());
  const items = (data?.items ?? []).filter((item) => item.title.toLowerCase().includes(query));

  const save = async (values: NewsValues) => {
    const item = editing?.item;
    if (item) {
      try {
        await updateNews(item.id, values);
      } catch {
        throw new Error('Failed to update news.');
      }
    } else {
      try {
        await createNews(values);
      } catch (err) {
        throw new Error(messageOf(err, 'Failed to create news'));
      }
    }
    setEditing(null);
    reload();
  };

  const remove = async (item: NewsItem) => {
    if (!confirmDelete('news item')) return;
    setActionError(null);
    try {
      await deleteNews(item.id);
      reload();
    } catch {
      setActionError('Failed to delete news.');
    }
  };

  return (
    <AdminPage
      title="Manage News"
      actions={
        isModerator && (
          <button type="button" className={buttonClass.primary} onClick={() => setEditing({ item: null })}>
            <Plus aria-hidden="true" size={18} /> Add News
          </button>
        )
      }
    >
      <div className="relative mb-6 max-w-md">
        <Search
          aria-hidden="true"
          size={18}
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500"
        />
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search news by title..."
          aria-label="Search news"
          className={`${inputClass} pl-10`}
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
        <StatusMessage kind="error">Failed to load news. Please try again later.</StatusMessage>
      ) : loading && !data ? (
        <StatusMessage>Loading news...</StatusMessage>
      ) : items.length === 0 ? (
        <StatusMessage>{query ? 'No news matches your search.' : 'No news yet.'}</StatusMessage>
      ) : (
        <ul className="space-y-4" aria-label="News items">
          {items.map((item) => (
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
                  <button type="button" className={buttonClass.small} onClick={() => setEditing({ item })}>
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
      <Modal
        open={editing !== null}
        title={editing?.item ? 'Edit News' : 'Add News'}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <NewsForm
            key={editing.item?.id ?? 'new'}
            item={editing.item}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </AdminPage>
  );
}
