import type { ReactNode } from 'react';
import { Link } from '../../app/router.tsx';
import { useCommunity } from '../../community/CommunityProvider.tsx';

export function Footer({ children }: { children?: ReactNode }) {
  const community = useCommunity();
  return (
    <footer className="mt-16 border-t border-brand-100 bg-brand-950 text-brand-50">
      {children && <div className="mx-auto max-w-xl px-4 pt-8">{children}</div>}
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm sm:flex-row">
        <p>
          © {new Date().getFullYear()} {community.name}. All rights reserved.
        </p>
        <nav aria-label="Legal" className="flex gap-4">
          <Link to="/terms" className="underline-offset-4 hover:underline">
            Terms of Service
          </Link>
          <Link to="/privacy" className="underline-offset-4 hover:underline">
            Privacy Policy
          </Link>
        </nav>
      </div>
    </footer>
  );
}
