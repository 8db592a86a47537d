import { PageHeading } from '../components/ui/PageHeading.tsx';

export default function SchoolsPage() {
  return <PageHeading title="Schools" />;
}
