import { Suspense, type ReactNode } from 'react';

/**
 * The boundary around a form whose code loads when it is shown (see `preloadable`). A server-
 * rendered form stays on screen, as the server sent it, until its code has loaded and hydrated it;
 * after a click in the browser the form's place says it is coming.
 */
export function LazyForm({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<p className="py-8 text-center text-slate-600">Loading the form...</p>}>
      {children}
    </Suspense>
  );
}
