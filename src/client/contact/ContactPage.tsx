import { PageHeading } from '../components/ui/PageHeading.tsx';

export default function ContactPage() {
  return <PageHeading title="Contact Us" />;
}
