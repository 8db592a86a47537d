/**
 * The look of the events screens' tab bars (Radix tabs: arrow keys move between tabs). On a phone
 * the bar is the screen's width and the tabs share it on one line (four wrapped onto two at 390 px
 * with the desktop padding); from `sm` up they take their own width.
 */
export const tabListClass = 'mb-6 flex w-full gap-1 rounded-lg bg-slate-200/70 p-1 sm:inline-flex sm:w-auto';
export const tabTriggerClass =
  'flex-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-slate-700 sm:flex-none sm:px-5 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow';
export const cardClass = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
