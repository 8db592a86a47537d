import { PageHeading } from '../components/ui/PageHeading.tsx';

export default function AuditPage() {
  return <PageHeading title="Audit Log" />;
}
