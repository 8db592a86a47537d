import { PageHeading } from '../components/ui/PageHeading.tsx';

export default function EventsPage() {
  return <PageHeading title="Community Events" />;
}
