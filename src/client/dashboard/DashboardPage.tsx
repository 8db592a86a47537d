import { useAuth } from '../auth/AuthProvider.tsx';
import { PageHeading } from '../components/ui/PageHeading.tsx';

export default function DashboardPage() {
  const { user, logout } = useAuth();
  return (
    <>
      <PageHeading
        title="Dashboard"
        subtitle={user ? `Signed in as ${user.username} (${user.role})` : undefined}
      />
      <div className="mx-auto max-w-7xl px-4">
        <button
          type="button"
          onClick={logout}
          className="rounded-md bg-slate-800 px-4 py-2 font-semibold text-white"
        >
          Logout
        </button>
      </div>
    </>
  );
}
