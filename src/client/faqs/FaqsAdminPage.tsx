import { PageHeading } from '../components/ui/PageHeading.tsx';

export default function FaqsAdminPage() {
  return <PageHeading title="Manage FAQs" />;
}
