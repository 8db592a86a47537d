import { PageHeading } from '../components/ui/PageHeading.tsx';

export default function SchoolsAdminPage() {
  return <PageHeading title="Manage Schools" />;
}
