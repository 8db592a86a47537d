import { Search } from 'lucide-react';
import { inputClass } from './FormField.tsx';

/**
 * A search box that filters a list already on the page: every keystroke filters locally, so no
 * request is made while the visitor types.
 */
export function FilterInput({
  id,
  label,
  placeholder,
  value,
  onChange,
  visibleLabel = false,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  visibleLabel?: boolean;
}) {
  return (
    <div className="max-w-md">
      <label
        htmlFor={id}
        className={visibleLabel ? 'mb-1 block text-sm font-medium text-slate-800' : 'sr-only'}
      >
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          size={18}
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500"
        />
        <input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass} pl-10`}
        />
      </div>
    </div>
  );
}
