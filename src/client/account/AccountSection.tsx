import type { ReactNode } from 'react';

/** One titled card of the account page; its heading names the region for screen readers. */
export function AccountSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`${id}-heading`} className="mb-4 text-xl font-semibold text-emerald-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A sentence that confirms a saved change, announced as it appears. */
export function Saved({ message }: { message: string | null }) {
  return (
    <p role="status" className="text-sm font-medium text-emerald-800">
      {message}
    </p>
  );
}
