/** The look of the events screens' tab bars (Radix tabs: arrow keys move between tabs). */
export const tabListClass = 'mb-6 inline-flex flex-wrap gap-1 rounded-lg bg-slate-200/70 p-1';
export const tabTriggerClass =
  'rounded-md px-5 py-2 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow';
export const cardClass = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
