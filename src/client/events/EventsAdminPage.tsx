import { PageHeading } from '../components/ui/PageHeading.tsx';

export default function EventsAdminPage() {
  return <PageHeading title="Manage Events" />;
}
