import type { ReactNode } from 'react';

type Column = string | { name: string; className?: string };

/**
 * A staff screen's table: a caption for screen readers, one column header per name, and the rows.
 * It scrolls sideways on a phone, and is focusable so the keyboard can scroll it too.
 */
export function DataTable({
  label,
  caption,
  columns,
  headClassName = 'bg-slate-50 text-sm font-semibold text-slate-700',
  className = '',
  bodyClassName = '',
  children,
}: {
  /** The name of the scrollable region. */
  label: string;
  caption: string;
  columns: Column[];
  headClassName?: string;
  /** Extra classes of the table (e.g. its text size). */
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <table className={`min-w-full divide-y divide-slate-200 text-left ${className}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={headClassName}>
          <tr>
            {columns.map((column) => {
              const { name, className: cell = '' } = typeof column === 'string' ? { name: column } : column;
              return (
                <th key={name} scope="col" className={`px-4 py-3 ${cell}`}>
                  {name}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={`divide-y divide-slate-100 ${bodyClassName}`}>{children}</tbody>
      </table>
    </div>
  );
}
