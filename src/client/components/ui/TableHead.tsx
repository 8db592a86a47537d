/** The header row of a data table: one column header per name. */
export function TableHead({
  columns,
  className = 'bg-slate-50 text-sm font-semibold text-slate-700',
}: {
  columns: (string | { name: string; className?: string })[];
  className?: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => {
          const { name, className: cell = '' } = typeof column === 'string' ? { name: column } : column;
          return (
            <th key={name} scope="col" className={`px-4 py-3 ${cell}`.trim()}>
              {name}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
