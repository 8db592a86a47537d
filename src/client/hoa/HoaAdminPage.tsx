import { PageHeading } from '../components/ui/PageHeading.tsx';

export default function HoaAdminPage() {
  return <PageHeading title="Manage HOA" />;
}
