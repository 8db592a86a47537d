import { PageHeading } from '../components/ui/PageHeading.tsx';

export default function UsersAdminPage() {
  return <PageHeading title="Manage Users" />;
}
