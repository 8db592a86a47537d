import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  ACCEPTED_DOCUMENT_TYPES,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_VISIBILITIES,
  DOCUMENT_VISIBILITY_LABELS,
  fileTypeLabel,
  formatFileSize,
} from '../../shared/documents.ts';
import type { LibraryDocument } from '../../shared/documents.ts';
import { formatLongDay } from '../../shared/dates.ts';
import { useApiQuery } from '../api/data-cache.tsx';
import { failure, failureText } from '../api/failure.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { buttonClass } from '../components/ui/buttons.ts';
import { confirmDelete } from '../components/ui/confirm.ts';
import { allDocuments, deleteDocument, replaceDocumentFile, updateDocument, uploadDocument } from './api.ts';

const inputClass = 'w-full rounded-md border border-slate-400 bg-white px-3 py-2';
const labelClass = 'mb-1 block text-sm font-medium text-slate-800';

/** "Minutes 2026-03.pdf" -> "Minutes 2026-03": the title a file gets until someone edits it. */
function titleFromFileName(name: string): string {
  return (
    name
      .replace(/\.[A-Za-z0-9]{1,5}$/, '')
      .replace(/[_]+/g, ' ')
      .trim()
      .slice(0, 200) || 'Untitled'
  );
}

interface UploadState {
  name: string;
  progress: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  message?: string;
}

function ProgressRow({ upload }: { upload: UploadState }) {
  const percent = Math.round(upload.progress * 100);
  return (
    <li className="rounded-md bg-white p-3 ring-1 ring-slate-200">
      <div className="flex justify-between gap-2 text-sm">
        <span className="truncate font-medium text-slate-900">{upload.name}</span>
        <span className="shrink-0 text-slate-700">
          {upload.status === 'done'
            ? 'Uploaded'
            : upload.status === 'failed'
              ? 'Failed'
              : upload.status === 'waiting'
                ? 'Waiting'
                : `${percent}%`}
        </span>
      </div>
      <progress
        className="mt-2 h-2 w-full accent-emerald-700"
        max={100}
        value={percent}
        aria-label={`Upload of ${upload.name}`}
      />
      {upload.message && (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {upload.message}
        </p>
      )}
    </li>
  );
}

function ChoiceSelect<T extends string>({
  id,
  label,
  value,
  values,
  labels,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  values: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className={inputClass}
      >
        {values.map((v) => (
          <option key={v} value={v}>
            {labels[v]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Several files at once, one request each, in turn, each with its own progress bar. */
function UploadPanel({ onUploaded }: { onUploaded: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [category, setCategory] = useState<(typeof DOCUMENT_CATEGORIES)[number]>('governing');
  const [visibility, setVisibility] = useState<(typeof DOCUMENT_VISIBILITIES)[number]>('residents');
  const [date, setDate] = useState('');
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const [busy, setBusy] = useState(false);
  const [inputKey, setInputKey] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0 || busy) return;
    setBusy(true);
    const queue = files;
    setUploads(queue.map((file) => ({ name: file.name, progress: 0, status: 'waiting' })));
    const update = (index: number, change: Partial<UploadState>) =>
      setUploads((all) => all.map((u, i) => (i === index ? { ...u, ...change } : u)));
    for (const [index, file] of queue.entries()) {
      update(index, { status: 'uploading' });
      try {
        await uploadDocument(
          { title: titleFromFileName(file.name), category, visibility, date, file },
          (fraction) => update(index, { progress: fraction }),
        );
        update(index, { status: 'done', progress: 1 });
      } catch (error) {
        update(index, {
          status: 'failed',
          message: failureText(failure.withReason('Upload failed: {reason}'), error),
        });
      }
    }
    setBusy(false);
    setFiles([]);
    setInputKey((k) => k + 1);
    onUploaded();
  };

  return (
    <form
      onSubmit={submit}
      className="mb-8 space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
      aria-labelledby="upload-heading"
    >
      <h2 id="upload-heading" className="text-xl font-semibold text-emerald-950">
        Upload documents
      </h2>
      <div>
        <label htmlFor="document-files" className={labelClass}>
          Files (PDF, PNG, JPEG or WebP; several at once)
        </label>
        <input
          key={inputKey}
          id="document-files"
          type="file"
          multiple
          accept={ACCEPTED_DOCUMENT_TYPES.join(',')}
          onChange={(event) => setFiles([...(event.target.files ?? [])])}
          className={inputClass}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <ChoiceSelect
          id="upload-category"
          label="Category"
          value={category}
          values={DOCUMENT_CATEGORIES}
          labels={DOCUMENT_CATEGORY_LABELS}
          onChange={setCategory}
        />
        <ChoiceSelect
          id="upload-visibility"
          label="Who may see them"
          value={visibility}
          values={DOCUMENT_VISIBILITIES}
          labels={DOCUMENT_VISIBILITY_LABELS}
          onChange={setVisibility}
        />
        <div>
          <label htmlFor="upload-date" className={labelClass}>
            Date (default today)
          </label>
          <input
            id="upload-date"
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            className={inputClass}
          />
        </div>
      </div>
      <p className="text-sm text-slate-600">
        Each file is titled from its name; edit the title after the upload.
      </p>
      <button type="submit" className={buttonClass.primary} disabled={busy || files.length === 0}>
        {busy ? 'Uploading...' : files.length > 1 ? `Upload ${files.length} files` : 'Upload'}
      </button>
      {uploads.length > 0 && (
        <ul className="space-y-2" aria-label="Uploads">
          {uploads.map((u, i) => (
            <ProgressRow key={`${u.name}-${i}`} upload={u} />
          ))}
        </ul>
      )}
    </form>
  );
}

/**
 * The browser's own modal dialog (showModal: focus kept inside, Escape closes, the page behind
 * inert), so this screen adds no dialog library chunk to every page's preload map.
 */
function EditFrame({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog?.showModal();
    return () => {
      dialog?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby="edit-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id="edit-dialog-title" className="mb-4 text-xl font-semibold text-emerald-950">
        {title}
      </h2>
      {children}
    </dialog>
  );
}

function EditDialog({
  document,
  onClose,
  onSaved,
}: {
  document: LibraryDocument;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [title, setTitle] = useState(document.title);
  const [category, setCategory] = useState(document.category);
  const [visibility, setVisibility] = useState(document.visibility);
  const [date, setDate] = useState(document.date);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await updateDocument(document.id, { title, category, visibility, date });
      if (file) {
        setProgress(0);
        await replaceDocumentFile(document.id, file, setProgress);
      }
      onSaved();
    } catch (failed) {
      setError(failureText(failure.withRefusal('Failed to save the document'), failed));
      setSaving(false);
    }
  };

  return (
    <EditFrame title="Edit document" onClose={onClose}>
      <form onSubmit={submit} className="space-y-4">
        <ErrorBanner message={error} />
        <div>
          <label htmlFor="edit-title" className={labelClass}>
            Title
          </label>
          <input
            id="edit-title"
            required
            maxLength={200}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            className={inputClass}
          />
        </div>
        <ChoiceSelect
          id="edit-category"
          label="Category"
          value={category}
          values={DOCUMENT_CATEGORIES}
          labels={DOCUMENT_CATEGORY_LABELS}
          onChange={setCategory}
        />
        <ChoiceSelect
          id="edit-visibility"
          label="Who may see it"
          value={visibility}
          values={DOCUMENT_VISIBILITIES}
          labels={DOCUMENT_VISIBILITY_LABELS}
          onChange={setVisibility}
        />
        <div>
          <label htmlFor="edit-date" className={labelClass}>
            Date
          </label>
          <input
            id="edit-date"
            type="date"
            required
            value={date}
            onChange={(event) => setDate(event.target.value)}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="edit-file" className={labelClass}>
            Replace the file (optional)
          </label>
          <input
            id="edit-file"
            type="file"
            accept={ACCEPTED_DOCUMENT_TYPES.join(',')}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className={inputClass}
          />
        </div>
        {progress !== null && (
          <progress
            className="h-2 w-full accent-emerald-700"
            max={100}
            value={Math.round(progress * 100)}
            aria-label="Upload of the new file"
          />
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={buttonClass.primary} disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </button>
        </div>
      </form>
    </EditFrame>
  );
}

/** /admin/documents: moderators and admins upload, edit, replace and delete library documents. */
export default function DocumentsAdminPage() {
  const { isModerator } = useAuth();
  const { data, loading, error, reload } = useApiQuery(
    isModerator ? allDocuments : null,
    failure.serverFirst('Failed to load documents'),
  );
  const [editing, setEditing] = useState<LibraryDocument | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const items = data?.items ?? [];

  const remove = async (document: LibraryDocument) => {
    if (!confirmDelete('document')) return;
    setActionError(null);
    try {
      await deleteDocument(document.id);
      reload();
    } catch (failed) {
      setActionError(failureText(failure.withRefusal('Failed to delete the document'), failed));
    }
  };

  if (!isModerator) {
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
      <h2 className="mt-4 mb-3 text-xl font-semibold text-emerald-950">Library</h2>
      {loading && !data ? (
        <StatusMessage>Loading documents...</StatusMessage>
      ) : error && !data ? (
        <StatusMessage kind="error">{error}</StatusMessage>
      ) : items.length === 0 ? (
        <StatusMessage>No documents yet.</StatusMessage>
      ) : (
        <ul className="space-y-3" aria-label="Documents">
          {items.map((document) => (
            <li
              key={document.id}
              className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <a href={document.url} className="font-semibold text-emerald-900 hover:underline">
                  {document.title}
                </a>
                <p className="text-sm text-slate-600">
                  {DOCUMENT_CATEGORY_LABELS[document.category]} ·{' '}
                  {DOCUMENT_VISIBILITY_LABELS[document.visibility]} ·{' '}
                  <time dateTime={document.date}>{formatLongDay(document.date)}</time> ·{' '}
                  {fileTypeLabel(document.contentType)} · {formatFileSize(document.size)}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <button
                  type="button"
                  className={buttonClass.small}
                  onClick={() => setEditing(document)}
                  aria-label={`Edit ${document.title}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className={buttonClass.danger}
                  onClick={() => void remove(document)}
                  aria-label={`Delete ${document.title}`}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
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
