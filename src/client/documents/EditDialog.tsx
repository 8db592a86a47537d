import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { LibraryDocument } from '../../shared/documents/documents.ts';
import { MAX } from '../../shared/limits.ts';
import { failure, failureText } from '../transport/failure.ts';
import { ErrorBanner } from '../components/ui/ErrorBanner.tsx';
import { replaceDocumentFile, updateDocument } from './api.ts';
import {
  acceptedTypes,
  DocumentDetailsFields,
  inputClass,
  labelClass,
  type DocumentDetails,
} from './DocumentDetailsFields.tsx';
import { Button } from '../components/ui/Button.tsx';

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
      <h2 id="edit-dialog-title" className="mb-4 text-xl font-semibold text-brand-950">
        {title}
      </h2>
      {children}
    </dialog>
  );
}

export function EditDialog({
  document,
  onClose,
  onSaved,
}: {
  document: LibraryDocument;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [title, setTitle] = useState(document.title);
  const [details, setDetails] = useState<DocumentDetails>({
    category: document.category,
    visibility: document.visibility,
    date: document.date,
  });
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await updateDocument(document.id, { title, ...details });
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
            maxLength={MAX.title}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            className={inputClass}
          />
        </div>
        <DocumentDetailsFields idPrefix="edit" details={details} onChange={setDetails} several={false} />
        <div>
          <label htmlFor="edit-file" className={labelClass}>
            Replace the file (optional)
          </label>
          <input
            id="edit-file"
            type="file"
            accept={acceptedTypes}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className={inputClass}
          />
        </div>
        {progress !== null && (
          <progress
            className="h-2 w-full accent-brand-700"
            max={100}
            value={Math.round(progress * 100)}
            aria-label="Upload of the new file"
          />
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </EditFrame>
  );
}
