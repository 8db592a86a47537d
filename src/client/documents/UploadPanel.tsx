import { useState, type FormEvent } from 'react';
import { documentTextNote } from '../../shared/documents/text.ts';
import { MAX } from '../../shared/limits.ts';
import { failure, failureText } from '../transport/failure.ts';
import { uploadDocument } from './api.ts';
import {
  acceptedTypes,
  DocumentDetailsFields,
  inputClass,
  labelClass,
  type DocumentDetails,
} from './DocumentDetailsFields.tsx';
import { SubmitButton } from '../components/forms/SubmitButton.tsx';
import { sectionHeadingClass } from '../components/ui/Section.tsx';

/** "Minutes 2026-03.pdf" -> "Minutes 2026-03": the title a file gets until someone edits it. */
function titleFromFileName(name: string): string {
  return (
    name
      .replace(/\.[A-Za-z0-9]{1,5}$/, '')
      .replace(/[_]+/g, ' ')
      .trim()
      .slice(0, MAX.title) || 'Untitled'
  );
}

interface UploadState {
  name: string;
  progress: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  message?: string;
  /** Stored, and what search makes of its text when staff should know (documentTextNote). */
  note?: string;
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
        className="mt-2 h-2 w-full accent-brand-700"
        max={100}
        value={percent}
        aria-label={`Upload of ${upload.name}`}
      />
      {upload.message && (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {upload.message}
        </p>
      )}
      {upload.note && <p className="mt-1 text-sm text-amber-900">{upload.note}</p>}
    </li>
  );
}

/** Several files at once, one request each, in turn, each with its own progress bar. */
export function UploadPanel({ onUploaded }: { onUploaded: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [details, setDetails] = useState<DocumentDetails>({
    category: 'governing',
    visibility: 'residents',
    date: '',
  });
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const [busy, setBusy] = useState(false);
  const [inputKey, setInputKey] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // Pressed before a file is chosen: the reason is under the button; the file field takes the focus.
    if (files.length === 0) return document.getElementById('document-files')?.focus();
    setBusy(true);
    const queue = files;
    setUploads(queue.map((file) => ({ name: file.name, progress: 0, status: 'waiting' })));
    const update = (index: number, change: Partial<UploadState>) =>
      setUploads((all) => all.map((u, i) => (i === index ? { ...u, ...change } : u)));
    for (const [index, file] of queue.entries()) {
      update(index, { status: 'uploading' });
      try {
        const document = await uploadDocument(
          { title: titleFromFileName(file.name), ...details, file },
          (fraction) => update(index, { progress: fraction }),
        );
        update(index, {
          status: 'done',
          progress: 1,
          note: documentTextNote(document.textState) ?? undefined,
        });
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
      <h2 id="upload-heading" className={sectionHeadingClass}>
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
          accept={acceptedTypes}
          onChange={(event) => setFiles([...(event.target.files ?? [])])}
          className={inputClass}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <DocumentDetailsFields idPrefix="upload" details={details} onChange={setDetails} several />
      </div>
      <p className="text-sm text-slate-600">
        Each file is titled from its name; edit the title after the upload. Photos are stored without their
        location and camera details.
      </p>
      <SubmitButton
        id="upload"
        missing={files.length === 0 ? 'Choose a file to continue.' : null}
        busy={busy}
      >
        {busy ? 'Uploading...' : files.length > 1 ? `Upload ${files.length} files` : 'Upload'}
      </SubmitButton>
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
