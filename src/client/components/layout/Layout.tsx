import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** `footer`: what the footer carries above its legal line on every page (the news-by-email form). */
export function Layout({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer>{footer}</Footer>
    </div>
  );
}
