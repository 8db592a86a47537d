import { useEffect, useState } from 'react';
import { Link } from '../app/router.tsx';
import { ArrowLeft, LogOut, Mail, ShieldCheck, User } from 'lucide-react';
import type { PublicUser } from '../../shared/auth.ts';
import { ApiRequestError } from '../transport/client.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { buttonClass } from '../components/ui/buttons.ts';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { fetchMe } from '../auth/api.ts';
import { useApiQuery } from '../transport/data-cache.tsx';
import { workWaitingPath } from './api.ts';
import { WorkWaiting } from './WorkWaiting.tsx';
import { MailStatusCard } from './MailStatusCard.tsx';
import { quickActionsFor, residentPlacesFor, type QuickAction } from './quick-actions.ts';
import { ResidentHome } from './ResidentHome.tsx';
import { greetingFor } from './greeting.ts';
import { ROLE_TEXT } from '../../shared/roles.ts';
import { BackupStatusCard } from '../backups/BackupStatusCard.tsx';
import { Button } from '../components/ui/Button.tsx';
import { cardClass } from '../components/ui/Card.tsx';
import { sectionHeadingClass } from '../components/ui/Section.tsx';

/** A count on a tile: stands out while there is something to do. */
interface Badge {
  text: string;
  urgent: boolean;
}

const unreadBadge = (count: number): Badge => ({
  text: count === 0 ? 'no unread' : `${count} unread`,
  urgent: count > 0,
});

const newReportsBadge = (count: number): Badge => ({
  text: count === 0 ? 'none new' : `${count} new`,
  urgent: count > 0,
});

const arcBadge = (open: number, overdue: number): Badge =>
  overdue > 0 ? { text: `${overdue} overdue`, urgent: true } : { text: `${open} open`, urgent: false };

/** A card the whole of which is one link, named by its title (and its count) alone. */
function DashboardTile({
  tile,
  badge,
  large = false,
}: {
  tile: QuickAction;
  badge?: Badge;
  large?: boolean;
}) {
  const descriptionId = `tile-${tile.to.replace(/\W+/g, '-')}`;
  return (
    <li
      className={cardClass(
        'plain',
        'md',
        'relative focus-within:ring-2 focus-within:ring-brand-700 hover:ring-brand-600',
      )}
    >
      <Link
        to={tile.to}
        aria-describedby={descriptionId}
        className={`${large ? 'text-lg ' : ''}font-semibold text-brand-900 after:absolute after:inset-0 focus:outline-none`}
      >
        {tile.title}
        {/* The space keeps "Messages 3 unread" two words in the link's name. */}
        {badge && ' '}
        {badge && (
          <span
            className={`ml-1 inline-block rounded-full px-2.5 py-0.5 align-middle text-sm font-semibold ${
              badge.urgent ? 'bg-brand-800 text-white' : 'bg-slate-100 text-slate-700'
            }`}
          >
            {badge.text}
          </span>
        )}
      </Link>
      <p id={descriptionId} className="mt-1 text-sm text-slate-600">
        {tile.description}
      </p>
    </li>
  );
}

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; user: PublicUser };

/** /admin/dashboard and /dashboard: the signed-in user's profile (fresh from the server) and their tiles. */
export default function DashboardPage() {
  const { logout, can } = useAuth();
  const [state, setState] = useState<State>({ kind: 'loading' });
  // One read of the work waiting (staff only): the counts the caller may manage, for the tiles'
  // badges and the "Work waiting" links.
  const work = useApiQuery(can('staff.area') ? workWaitingPath : null).data;
  const badges: Partial<Record<string, Badge>> = {};
  if (work?.unreadMessages !== undefined) badges['/admin/messages'] = unreadBadge(work.unreadMessages);
  // The review queue's tile: overdue requests stand out, else how many wait for the committee.
  if (work?.openArcRequests !== undefined) {
    badges['/admin/arc'] = arcBadge(work.openArcRequests, work.overdueArcRequests ?? 0);
  }
  if (work?.newReports !== undefined) badges['/admin/reports'] = newReportsBadge(work.newReports);

  useEffect(() => {
    const controller = new AbortController();
    fetchMe(controller.signal).then(
      (user) => setState({ kind: 'ready', user }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // The session is gone (expired, ended by a role change or a reset): sign out locally too.
        if (error instanceof ApiRequestError && error.status === 401) return logout();
        setState({
          kind: 'error',
          message:
            error instanceof ApiRequestError
              ? 'Failed to fetch user data'
              : 'An error occurred while fetching user data.',
        });
      },
    );
    return () => controller.abort();
  }, [logout]);

  if (state.kind === 'loading') {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10">
        <StatusMessage>Loading dashboard...</StatusMessage>
      </div>
    );
  }

  if (state.kind === 'error') {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-red-800">Error Loading Dashboard</h1>
        <p role="alert" className="mt-3 text-slate-700">
          {state.message}
        </p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      </div>
    );
  }

  const { user } = state;
  const actions = quickActionsFor(user);
  const profile = [
    { label: 'Username', value: user.username, Icon: User },
    { label: 'Email', value: user.email, Icon: Mail },
    { label: 'Role', value: ROLE_TEXT[user.role], Icon: ShieldCheck },
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand-950">Dashboard</h1>
          <p className="mt-1 text-lg text-slate-600">{greetingFor(user)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/account" className={buttonClass.secondary}>
            <User aria-hidden="true" size={18} /> Your Account
          </Link>
          <Button variant="secondary" onClick={logout}>
            <LogOut aria-hidden="true" size={18} /> Logout
          </Button>
        </div>
      </div>

      <section aria-labelledby="profile-heading" className="mt-8">
        <h2 id="profile-heading" className="sr-only">
          Your profile
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          {profile.map(({ label, value, Icon }) => (
            <div key={label} className={cardClass('plain', 'md', 'min-w-0')}>
              <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
                <Icon aria-hidden="true" className="shrink-0 text-brand-800" size={20} />
                {label}
              </dt>
              <dd className="mt-1 truncate text-lg font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {can('settings.write') && <MailStatusCard />}
      {can('backups.read') && <BackupStatusCard />}
      {work && <WorkWaiting work={work} />}

      <nav aria-labelledby="resident-area-heading" className="mt-10">
        <h2 id="resident-area-heading" className="text-xl font-semibold text-brand-950">
          Residents&apos; area
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {residentPlacesFor(user).map((place) => (
            <DashboardTile key={place.to} tile={place} />
          ))}
        </ul>
      </nav>

      {actions.length > 0 ? (
        <section aria-labelledby="quick-actions-heading" className="mt-10">
          <h2 id="quick-actions-heading" className={sectionHeadingClass}>
            Quick Actions
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {actions.map((action) => (
              <DashboardTile key={action.to} tile={action} badge={badges[action.to]} large />
            ))}
          </ul>
        </section>
      ) : (
        <>
          <ResidentHome />
          <p className="mt-10">
            <Link to="/" className="inline-flex items-center gap-1 font-medium text-brand-800 underline">
              <ArrowLeft aria-hidden="true" size={16} /> Back to the community website
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
