import { PageHeading } from '../components/ui/PageHeading.tsx';

export default function LinksAdminPage() {
  return <PageHeading title="Manage Important Links" />;
}
