import {
  ACCEPTED_DOCUMENT_TYPES,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_VISIBILITIES,
  DOCUMENT_VISIBILITY_LABELS,
  type DocumentCategory,
  type DocumentVisibility,
} from '../../shared/documents/documents.ts';

export const inputClass = 'w-full rounded-md border border-slate-400 bg-white px-3 py-2';
export const labelClass = 'mb-1 block text-sm font-medium text-slate-800';
/** What the file inputs offer to pick: the types the server takes. */
export const acceptedTypes = ACCEPTED_DOCUMENT_TYPES.join(',');

/** What an upload gives every file it sends, and what an edit changes besides the title. */
export interface DocumentDetails {
  category: DocumentCategory;
  visibility: DocumentVisibility;
  /** YYYY-MM-DD; empty on an upload means today. */
  date: string;
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

/**
 * Category, who may see, and date: the fields an upload (`several` files, date optional) and an
 * edit (one document, date required) share. Ids start with `idPrefix`.
 */
export function DocumentDetailsFields({
  idPrefix,
  details,
  onChange,
  several,
}: {
  idPrefix: string;
  details: DocumentDetails;
  onChange: (details: DocumentDetails) => void;
  several: boolean;
}) {
  const change = (patch: Partial<DocumentDetails>) => onChange({ ...details, ...patch });
  return (
    <>
      <ChoiceSelect
        id={`${idPrefix}-category`}
        label="Category"
        value={details.category}
        values={DOCUMENT_CATEGORIES}
        labels={DOCUMENT_CATEGORY_LABELS}
        onChange={(category) => change({ category })}
      />
      <ChoiceSelect
        id={`${idPrefix}-visibility`}
        label={several ? 'Who may see them' : 'Who may see it'}
        value={details.visibility}
        values={DOCUMENT_VISIBILITIES}
        labels={DOCUMENT_VISIBILITY_LABELS}
        onChange={(visibility) => change({ visibility })}
      />
      <div>
        <label htmlFor={`${idPrefix}-date`} className={labelClass}>
          {several ? 'Date (default today)' : 'Date'}
        </label>
        <input
          id={`${idPrefix}-date`}
          type="date"
          required={!several}
          value={details.date}
          onChange={(event) => change({ date: event.target.value })}
          className={inputClass}
        />
      </div>
    </>
  );
}
