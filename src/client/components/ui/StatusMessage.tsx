import type { ReactNode } from 'react';

/** Loading, empty and error texts of the lists, announced to screen readers. */
export function StatusMessage({ kind = 'info', children }: { kind?: 'info' | 'error'; children: ReactNode }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-4 py-6 text-center ${kind === 'error' ? 'bg-red-50 text-red-800' : 'text-slate-600'}`}
    >
      {children}
    </p>
  );
}
