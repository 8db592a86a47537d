import { PageHeading } from '../components/ui/PageHeading.tsx';

export default function MessagesAdminPage() {
  return <PageHeading title="Messages" />;
}
