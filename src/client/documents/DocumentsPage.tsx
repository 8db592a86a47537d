import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '../app/router.tsx';
import { FileText, Image, Lock } from 'lucide-react';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  fileTypeLabel,
  formatFileSize,
  isDocumentCategory,
} from '../../shared/documents/paths.ts';
import { formatLongDay } from '../../shared/dates.ts';
import type { LibraryDocument } from '../../shared/documents/documents.ts';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { PageHeading } from '../components/ui/PageHeading.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { documentList } from './api.ts';

function DocumentRow({ document }: { document: LibraryDocument }) {
  const Icon = document.contentType === 'application/pdf' ? FileText : Image;
  return (
    <li className="flex gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <Icon aria-hidden="true" className="mt-1 shrink-0 text-brand-800" size={20} />
      <div className="min-w-0">
        <a href={document.url} className="font-semibold text-brand-900 underline-offset-2 hover:underline">
          {document.title}
        </a>
        <p className="text-sm text-slate-600">
          <time dateTime={document.date}>{formatLongDay(document.date)}</time> ·{' '}
          {fileTypeLabel(document.contentType)} · {formatFileSize(document.size)}
          {document.visibility !== 'public' && (
            <> · {document.visibility === 'staff' ? 'Staff only' : 'Residents only'}</>
          )}
        </p>
        {document.snippet && <p className="mt-1 text-sm text-slate-700">{document.snippet}</p>}
      </div>
    </li>
  );
}

/** Residents-only documents the visitor cannot see: that they exist, and how to get access. */
function ResidentsOnlyNotice({ count }: { count: number }) {
  const { isAuthenticated } = useAuth();
  if (count === 0) return null;
  const what = count === 1 ? '1 more document is' : `${count} more documents are`;
  return (
    <div className="mb-6 flex gap-3 rounded-lg bg-brand-50 px-4 py-3 text-brand-950">
      <Lock aria-hidden="true" className="mt-0.5 shrink-0" size={18} />
      <p>
        {what} available to approved residents.{' '}
        {isAuthenticated ? (
          <>
            Ask for resident access with your home address on{' '}
            <Link to="/account" className="font-semibold underline">
              your account page
            </Link>
            ; the board confirms it.
          </>
        ) : (
          <>
            <Link to="/login?next=%2Fdocuments" className="font-semibold underline">
              Sign in
            </Link>{' '}
            (or create an account) and ask for resident access on your account page; the board confirms it.
          </>
        )}
      </p>
    </div>
  );
}

function SearchForm({ q, category }: { q: string; category: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(q);
  const [shelf, setShelf] = useState(category);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = new URLSearchParams();
    if (text.trim()) query.set('q', text.trim());
    if (shelf) query.set('category', shelf);
    const search = query.toString();
    navigate(search ? `/documents?${search}` : '/documents');
  };
  return (
    // Also works before the page's script has loaded: a plain GET of this page with the query.
    <form
      role="search"
      method="get"
      action="/documents"
      onSubmit={submit}
      className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <label htmlFor="documents-q" className="mb-1 block text-sm font-medium text-slate-800">
          Search titles and text
        </label>
        <input
          id="documents-q"
          name="q"
          type="search"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          placeholder="e.g. fence height, pool hours"
          className="w-full rounded-md border border-slate-400 px-3 py-2"
        />
      </div>
      <div>
        <label htmlFor="documents-category" className="mb-1 block text-sm font-medium text-slate-800">
          Category
        </label>
        <select
          id="documents-category"
          name="category"
          value={shelf}
          onChange={(event) => setShelf(event.target.value)}
          className="w-full rounded-md border border-slate-400 bg-white px-3 py-2"
        >
          <option value="">All categories</option>
          {DOCUMENT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {DOCUMENT_CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="rounded-md bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900"
      >
        Search
      </button>
    </form>
  );
}

/** The page's own query with the next page's cursor (the shelf chosen stays). */
function pageAfter(search: URLSearchParams, cursor: string): string {
  const next = new URLSearchParams(search);
  next.set('cursor', cursor);
  return next.toString();
}

/** /documents: the library, grouped by category, newest first, searchable down to the text inside PDFs. */
export default function DocumentsPage() {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const q = search.get('q')?.trim() ?? '';
  const category = isDocumentCategory(search.get('category')) ? search.get('category')! : '';
  const { data, loading, error } = useApiQuery(
    documentList(search),
    failure.serverFirst('Failed to load documents'),
  );
  const items = data?.items ?? [];
  const shelves = DOCUMENT_CATEGORIES.map((c) => ({
    category: c,
    items: items.filter((d) => d.category === c),
  })).filter((shelf) => shelf.items.length > 0);

  return (
    <>
      <PageHeading title="Documents" subtitle="Governing documents, minutes, budgets, guidelines and forms" />
      <div className="mx-auto max-w-4xl px-4 pb-12">
        {/* Keyed by the address, so Back and links show their own search in the fields. */}
        <SearchForm key={location.search} q={q} category={category} />
        {data && <ResidentsOnlyNotice count={data.residentsOnly} />}
        {loading && !data ? (
          <StatusMessage>Loading documents...</StatusMessage>
        ) : error && !data ? (
          <StatusMessage kind="error">{error}</StatusMessage>
        ) : items.length === 0 ? (
          <StatusMessage>
            {q || category ? 'No documents match your search.' : 'No documents yet.'}
          </StatusMessage>
        ) : (
          <>
            {q && (
              <p role="status" className="mb-4 text-slate-700">
                {items.length === 1 ? '1 document matches' : `${items.length} documents match`} “{q}”.
              </p>
            )}
            {shelves.map((shelf) => (
              <section key={shelf.category} aria-labelledby={`shelf-${shelf.category}`} className="mb-8">
                <h2 id={`shelf-${shelf.category}`} className="mb-3 text-xl font-semibold text-brand-950">
                  {DOCUMENT_CATEGORY_LABELS[shelf.category]}
                </h2>
                <ul className="space-y-3">
                  {shelf.items.map((document) => (
                    <DocumentRow key={document.id} document={document} />
                  ))}
                </ul>
              </section>
            ))}
            {data?.nextCursor && (
              <nav aria-label="Document pages" className="mt-8 flex justify-end">
                <Link
                  to={`/documents?${pageAfter(search, data.nextCursor)}`}
                  rel="next"
                  className="inline-flex items-center rounded-md bg-white px-4 py-2 font-semibold text-brand-900 shadow-sm ring-1 ring-slate-300 hover:bg-brand-50"
                >
                  Older documents →
                </Link>
              </nav>
            )}
          </>
        )}
      </div>
    </>
  );
}
