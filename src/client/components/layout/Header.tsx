import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from '../../app/router.tsx';
import { LogOut, Menu, UserRound, X } from 'lucide-react';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { useCommunity } from '../../community/CommunityProvider.tsx';

/**
 * The site's links in the product's order, with Events after Newsletter: residents look for the
 * calendar first, and the original menu had no way to it. Both menus show every link (the original
 * phone menu left out Newsletter; residents read the news on their phones). docs/product/site.md,
 * "Navigation".
 */
const NAV_LINKS = [
  { to: '/newsletter', label: 'Newsletter' },
  { to: '/events', label: 'Events' },
  { to: '/issues', label: 'Issues' },
  { to: '/schools', label: 'Schools' },
  { to: '/faq', label: "FAQ's" },
  { to: '/acc', label: 'Architectural Control Committee (ACC)' },
  { to: '/documents', label: 'Documents' },
  { to: '/contactUs', label: 'ContactUs' },
];

// Tight padding and no wrapping inside a label: the spec's nine links, the brand and the signed-in
// controls fit one line at 1280 px (checked in e2e/shell.spec.ts).
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-brand-800 text-white' : 'text-brand-950 hover:bg-brand-100'
  }`;

/** Who is signed in, on both menus: a shared computer shows whose session it is. */
function SignedInAs({ name, className }: { name: string; className: string }) {
  return (
    <span className={className} title={`Signed in as ${name}`}>
      <span className="sr-only">Signed in as </span>
      {name}
    </span>
  );
}

const logOutClass =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-brand-950 hover:bg-brand-100';

export function Header() {
  const { isAuthenticated, reaches, user, logout } = useAuth();
  const community = useCommunity();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  // The spec's phone rule: admins go to /admin/dashboard, everyone else to /dashboard.
  const dashboardPath = reaches('admin') ? '/admin/dashboard' : '/dashboard';

  // Escape closes the phone menu from anywhere on the page and gives focus back to its button.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="text-lg font-bold text-brand-900" onClick={close}>
          {community.name}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-0.5 lg:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
          {isAuthenticated ? (
            <>
              <NavLink to="/admin/Dashboard" className={linkClass}>
                Dashboard
              </NavLink>
              {/* An icon with its name for assistive technology and as a tooltip: the words would push
                  the header onto a second line. */}
              <NavLink to="/account" className={linkClass} title="Account">
                <UserRound aria-hidden="true" size={18} />
                <span className="sr-only">Account</span>
              </NavLink>
              {user && (
                <SignedInAs
                  name={user.username}
                  className="max-w-[8rem] truncate px-1 text-sm font-semibold text-brand-950"
                />
              )}
              <button type="button" className={logOutClass} onClick={logout}>
                <LogOut aria-hidden="true" size={16} />
                Log out
              </button>
            </>
          ) : (
            <Link
              to="/login"
              className="ml-2 whitespace-nowrap rounded-md bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
            >
              Log In
            </Link>
          )}
        </nav>
        {isAuthenticated && (
          // The residents' area in one tap on a phone, beside the menu rather than inside it.
          <Link
            to={dashboardPath}
            className="ml-auto rounded-md p-2 text-brand-950 hover:bg-brand-100 lg:hidden"
            title="Residents' area"
            onClick={close}
          >
            <UserRound aria-hidden="true" />
            <span className="sr-only">Residents&apos; area</span>
          </Link>
        )}
        <button
          ref={toggleRef}
          type="button"
          className="rounded-md p-2 text-brand-950 hover:bg-brand-100 lg:hidden"
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </div>
      {open && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-brand-100 px-4 pb-4 lg:hidden">
          <ul className="flex flex-col gap-1 pt-2">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={(s) => `block ${linkClass(s)}`} onClick={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {isAuthenticated && (
              <li>
                <NavLink to="/account" className={(s) => `block ${linkClass(s)}`} onClick={close}>
                  Account
                </NavLink>
              </li>
            )}
            <li>
              {isAuthenticated ? (
                <NavLink to={dashboardPath} className={(s) => `block ${linkClass(s)}`} onClick={close}>
                  Dashboard
                </NavLink>
              ) : (
                <Link
                  to="/login"
                  className="block rounded-md bg-brand-800 px-3 py-2 text-sm font-semibold text-white"
                  onClick={close}
                >
                  Log In
                </Link>
              )}
            </li>
            {isAuthenticated && (
              <li className="mt-2 flex items-center justify-between gap-2 border-t border-brand-100 pt-3">
                {user && (
                  <SignedInAs name={user.username} className="min-w-0 truncate px-2 text-sm text-slate-700" />
                )}
                <button
                  type="button"
                  className={logOutClass}
                  onClick={() => {
                    close();
                    logout();
                  }}
                >
                  <LogOut aria-hidden="true" size={16} />
                  Log out
                </button>
              </li>
            )}
          </ul>
        </nav>
      )}
    </header>
  );
}
