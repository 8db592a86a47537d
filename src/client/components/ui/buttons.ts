/**
 * Class names of the site's buttons, so every screen looks and focuses the same. `<Button>`
 * (Button.tsx) draws a button with them; a link that looks like a button takes the class itself.
 * Colours are the community's palette (`brand-*`, src/shared/theme.ts).
 */
export const buttonClass = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-md bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60',
  danger:
    'inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60',
  small:
    'inline-flex items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60',
  /** A button that reads as a link (an action inside a sentence or a list row). */
  link: 'inline-flex items-center gap-1 font-medium text-brand-800 underline hover:text-brand-950 disabled:opacity-60',
} as const;

export type ButtonVariant = keyof typeof buttonClass;
