import { Suspense, type ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/**
 * `footer`: what the footer carries above its legal line on every page (the news-by-email form).
 *
 * The header and the footer are Suspense boundaries of their own, as the page is (`PageOutlet`):
 * React hydrates the app's root in one task, and each boundary after it in slices it can pause
 * between, so a phone stays responsive while the page comes alive (a click on a part not yet
 * hydrated is replayed by React once it is). Their code is in the first load, so nothing suspends
 * and the fallback is never shown.
 */
export function Layout({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <main id="main" className="flex-1">
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer>{footer}</Footer>
      </Suspense>
    </div>
  );
}
