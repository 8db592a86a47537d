import { PageHeading } from '../components/ui/PageHeading.tsx';

export default function AccPage() {
  return <PageHeading title="Architectural Control Committee (ACC)" />;
}
