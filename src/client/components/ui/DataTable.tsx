import type { ReactNode } from 'react';

/** One column of a DataTable: its header, how a row fills it, and the cell's classes. */
export interface DataColumn<Row> {
  name: string;
  cell: (row: Row) => ReactNode;
  /** Classes of the cell (and, at desktop width, of the header). */
  className?: string;
  /**
   * 'header': the row's name, a `<th scope="row">`, the card's title on a phone.
   * 'actions': the row's buttons, shown without a label at the foot of the card.
   */
  role?: 'header' | 'actions';
}

// Below `md` the table is a list of cards: the header row is hidden (kept for screen readers), each
// row a bordered block and each cell a "label: value" line, the label from the column through
// `data-label`. Explicit ARIA roles keep the table's semantics, which some browsers drop once a
// table's parts are no longer displayed as table parts.
const CARD_ROW = 'max-md:block max-md:space-y-1.5 max-md:px-4 max-md:py-3';
const CARD_CELL =
  'max-md:flex max-md:gap-3 max-md:p-0 max-md:before:w-24 max-md:before:shrink-0 max-md:before:font-semibold max-md:before:text-slate-600 max-md:before:content-[attr(data-label)] max-md:[overflow-wrap:anywhere]';
const CARD_HEADER = 'max-md:block max-md:p-0 max-md:text-base';
const CARD_ACTIONS = 'max-md:block max-md:p-0 max-md:pt-2';

/**
 * A staff screen's table: a caption for screen readers, one column header per column, one row per
 * item. At desktop width a table that scrolls sideways when it must (focusable, so the keyboard can
 * scroll it too); on a phone stacked cards, so no value and no button is off-screen.
 */
export function DataTable<Row>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  headClassName = 'bg-slate-50 text-sm font-semibold text-slate-700',
  className = '',
  bodyClassName = '',
}: {
  /** The name of the table's region. */
  label: string;
  caption: string;
  columns: DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  headClassName?: string;
  /** Extra classes of the table (e.g. its text size). */
  className?: string;
  bodyClassName?: string;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:overflow-x-auto"
    >
      <table role="table" className={`min-w-full text-left max-md:block ${className}`}>
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className={`max-md:sr-only ${headClassName}`}>
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.name}
                role="columnheader"
                scope="col"
                className={`px-4 py-3 ${column.className ?? ''}`}
              >
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          role="rowgroup"
          className={`divide-y divide-slate-100 border-t border-slate-200 max-md:block max-md:border-t-0 ${bodyClassName}`}
        >
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" className={CARD_ROW}>
              {columns.map((column) => {
                const cell = `px-4 py-3 ${column.className ?? ''}`;
                if (column.role === 'header') {
                  return (
                    <th
                      key={column.name}
                      role="rowheader"
                      scope="row"
                      className={`${cell} font-medium text-slate-900 ${CARD_HEADER}`}
                    >
                      {column.cell(row)}
                    </th>
                  );
                }
                return (
                  <td
                    key={column.name}
                    role="cell"
                    data-label={column.role === 'actions' ? undefined : column.name}
                    className={`${cell} ${column.role === 'actions' ? CARD_ACTIONS : CARD_CELL}`}
                  >
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
