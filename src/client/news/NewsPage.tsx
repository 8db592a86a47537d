import { PageHeading } from '../components/ui/PageHeading.tsx';

export default function NewsPage() {
  return <PageHeading title="Community News" />;
}
