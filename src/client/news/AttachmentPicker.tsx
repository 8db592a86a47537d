import { FileText } from 'lucide-react';
import { useRef, useState } from 'react';
import { fileTypeLabel, formatFileSize } from '../../shared/documents/paths.ts';
import { MAX } from '../../shared/limits.ts';
import { formatLongDay } from '../../shared/dates.ts';
import { useApiQuery } from '../transport/data-cache.tsx';
import { Button } from '../components/ui/Button.tsx';
import { inputClass } from '../components/ui/FormField.tsx';
import { useSettledValue } from '../components/ui/useSettledValue.ts';
import { documentList } from '../documents/api.ts';

/** A document as the picker shows it: enough to name it in the list. */
export interface PickedDocument {
  id: string;
  title: string;
}

/** How many found documents the picker offers at once: a few, the search narrows the rest. */
const SHOWN = 8;

/**
 * The news form's attachments (docs/product/news-uploads-contact.md, "Attachments"): search the
 * document library, attach a public document, remove one. Every action is a button, so the keyboard
 * does all of it; after one, focus goes back to the search box, since the button pressed is gone.
 */
export function AttachmentPicker({
  idPrefix,
  initial,
  disabled,
  onChange,
}: {
  idPrefix: string;
  /** The item's attachments as stored (an edit), or none (a new item). */
  initial: PickedDocument[];
  /** True while the stored item is still loading: nothing may change yet. */
  disabled: boolean;
  onChange: (ids: string[]) => void;
}) {
  const [picked, setPicked] = useState<PickedDocument[]>(initial);
  const [text, setText] = useState('');
  const search = useRef<HTMLInputElement>(null);
  const q = useSettledValue(text.trim());
  const found = useApiQuery(disabled ? null : documentList(new URLSearchParams(q ? { q } : {})));
  const full = picked.length >= MAX.newsAttachments;
  // An item is public: only documents everyone may open are offered (the server refuses others).
  const offered = (found.data?.items ?? [])
    .filter((document) => document.visibility === 'public' && !picked.some((p) => p.id === document.id))
    .slice(0, SHOWN);

  const change = (next: PickedDocument[]) => {
    setPicked(next);
    onChange(next.map((document) => document.id));
    search.current?.focus();
  };

  const searchId = `${idPrefix}-attachment-search`;
  const hintId = `${idPrefix}-attachments-hint`;
  const status = disabled
    ? 'Loading the attachments...'
    : found.error
      ? found.error
      : found.loading && !found.data
        ? 'Loading documents...'
        : offered.length === 0
          ? q
            ? 'No public document matches your search.'
            : 'No other public documents in the library.'
          : '';

  return (
    <fieldset className="space-y-3" aria-describedby={hintId}>
      <legend className="font-medium text-slate-800">Attachments (optional)</legend>
      <p id={hintId} className="text-sm text-slate-600">
        Public documents from the library, listed as links on the item&apos;s page and in the email (at most{' '}
        {MAX.newsAttachments}).
      </p>
      {picked.length > 0 && (
        <ul aria-label="Attached documents" className="space-y-2">
          {picked.map((document) => (
            <li
              key={document.id}
              className="flex items-center justify-between gap-3 rounded-md bg-slate-50 px-3 py-2 ring-1 ring-slate-200"
            >
              <span className="flex min-w-0 items-center gap-2 text-slate-900">
                <FileText aria-hidden="true" size={16} className="shrink-0 text-brand-800" />
                <span className="truncate">{document.title}</span>
              </span>
              <Button
                type="button"
                variant="small"
                aria-label={`Remove ${document.title}`}
                disabled={disabled}
                onClick={() => change(picked.filter((p) => p.id !== document.id))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-800">
          Find a document
        </label>
        <input
          ref={search}
          id={searchId}
          type="search"
          value={text}
          disabled={disabled}
          placeholder="Search the library by title or text..."
          onChange={(event) => setText(event.target.value)}
          // Enter searches (it already does as one types); it must not submit the news form.
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          className={inputClass}
        />
      </div>
      {full ? (
        <p className="text-sm text-slate-700">
          This item has {MAX.newsAttachments} attachments, the most it can have.
        </p>
      ) : (
        offered.length > 0 && (
          <ul aria-label="Documents found" className="divide-y divide-slate-200">
            {offered.map((document) => (
              <li key={document.id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="block truncate text-slate-900">{document.title}</span>
                  <span className="text-sm text-slate-600">
                    {formatLongDay(document.date)} · {fileTypeLabel(document.contentType)},{' '}
                    {formatFileSize(document.size)}
                  </span>
                </span>
                <Button
                  type="button"
                  variant="small"
                  aria-label={`Attach ${document.title}`}
                  onClick={() => change([...picked, { id: document.id, title: document.title }])}
                >
                  Attach
                </Button>
              </li>
            ))}
          </ul>
        )
      )}
      <p role="status" className="text-sm text-slate-600">
        {full ? '' : status}
      </p>
    </fieldset>
  );
}
