import { Suspense, type ReactNode } from 'react';

/**
 * The boundary around an interactive widget whose code loads after the page's (an accordion, tabs,
 * the calendar; see `preloadable`). The server renders it whole, so its content is on screen and
 * readable at once; the browser makes it interactive when its chunk arrives, without holding up
 * the rest of the page. After a click in the browser its place says it is coming.
 */
export function LazyWidget({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<p className="py-8 text-center text-slate-600">Loading...</p>}>{children}</Suspense>
  );
}
