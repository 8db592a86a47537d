import type { ReactNode } from 'react';

/** The title block every public page opens with. */
export function PageHeading({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-6 pt-10">
      <h1 className="text-3xl font-bold tracking-tight text-emerald-950 sm:text-4xl">{title}</h1>
      {subtitle && <p className="mt-2 text-lg text-slate-600">{subtitle}</p>}
      {children}
    </div>
  );
}
