import { PageHeading } from '../components/ui/PageHeading.tsx';

export default function IssuesAdminPage() {
  return <PageHeading title="Manage Issues" />;
}
