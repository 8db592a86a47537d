import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { findPageRoute, pageTitle } from '../../../shared/routes.ts';
import { useCommunity } from '../../community/CommunityProvider.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** `footer`: what the footer carries above its legal line on every page (the news-by-email form). */
export function Layout({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  const { pathname } = useLocation();
  const { name } = useCommunity();
  // The server writes the first title; client-side navigation keeps it current (same rule as the server).
  // A page about one record (an event) titles itself with the record's name once it has it.
  useEffect(() => {
    if (!findPageRoute(pathname)?.item) document.title = pageTitle(pathname, name);
  }, [pathname, name]);

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
