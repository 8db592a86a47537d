import type { ReactNode } from 'react';

/** How wide the page's column is: the heading starts where the column does. */
const WIDTHS = { page: 'max-w-7xl', text: 'max-w-3xl' } as const;

/** The title block every public page opens with. */
export function PageHeading({
  title,
  subtitle,
  width = 'page',
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  /** `text` for pages of running text in a narrow centred column (terms, privacy). */
  width?: keyof typeof WIDTHS;
  children?: ReactNode;
}) {
  return (
    <div className={`mx-auto ${WIDTHS[width]} px-4 pb-6 pt-10`}>
      <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{title}</h1>
      {subtitle && <p className="mt-2 text-lg text-slate-600">{subtitle}</p>}
      {children}
    </div>
  );
}
