import { PageHeading } from '../components/ui/PageHeading.tsx';

export default function IssuesPage() {
  return <PageHeading title="Community Issues & Violations" />;
}
