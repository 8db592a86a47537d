import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { QueryState } from '../components/ui/QueryState.tsx';
import { communitySettings } from './api.ts';
import { SettingsForm } from './SettingsForm.tsx';

/** /admin/settings: the community facts the public pages show, starting from the configuration file. */
export default function SettingsAdminPage() {
  const settings = useApiQuery(
    communitySettings,
    failure.serverFirst('Failed to load settings. Please try again later.'),
  );
  return (
    <AdminPage title="Community Settings">
      <p className="mb-6 max-w-3xl text-slate-700">
        These facts appear on the public pages. They start from the site&apos;s configuration file; what you
        save here replaces them at once.
      </p>
      <QueryState query={settings} loadingText="Loading settings...">
        {(initial) => <SettingsForm initial={initial} />}
      </QueryState>
    </AdminPage>
  );
}
