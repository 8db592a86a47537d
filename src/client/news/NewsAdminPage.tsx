import { PageHeading } from '../components/ui/PageHeading.tsx';

export default function NewsAdminPage() {
  return <PageHeading title="Manage News" />;
}
