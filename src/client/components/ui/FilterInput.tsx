import { useDeferredValue, useState } from 'react';
import { Search } from 'lucide-react';
import { inputClass } from './FormField.tsx';

/**
 * A search box. With useListFilter it filters a list already on the page (every keystroke locally,
 * no request while the visitor types); a list the server searches pairs it with useSettledValue.
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

/**
 * The state behind a FilterInput: what the visitor typed, and the items that match it. `needle` is
 * the text trimmed and in lower case; matching runs deferred, so typing stays responsive.
 */
export function useListFilter<Item>(items: Item[], matches: (item: Item, needle: string) => boolean) {
  const [text, setText] = useState('');
  const needle = useDeferredValue(text.trim().toLowerCase());
  const shown = needle ? items.filter((item) => matches(item, needle)) : items;
  return { text, setText, needle, shown };
}
