import { PageHeading } from '../components/ui/PageHeading.tsx';

export default function SettingsAdminPage() {
  return <PageHeading title="Community Settings" />;
}
