/** The look of each part of the board's panel on a report's page. */
export const panelClass = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200';
