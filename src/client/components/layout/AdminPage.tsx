import type { ReactNode } from 'react';
import { Link } from '../../app/router.tsx';
import { ArrowLeft } from 'lucide-react';

/** The frame of every staff screen: a way back to the dashboard, the title and the screen's actions. */
export function AdminPage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Link
        to="/admin/dashboard"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" size={16} /> Back to Dashboard
      </Link>
      <div className="mt-3 mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-brand-950">{title}</h1>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
