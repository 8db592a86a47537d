import { PageHeading } from '../components/ui/PageHeading.tsx';

export default function FaqPage() {
  return <PageHeading title="Community Information" />;
}
