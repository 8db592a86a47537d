import { PageHeading } from '../components/ui/PageHeading.tsx';

export default function ResetPasswordPage() {
  return <PageHeading title="Reset Password" />;
}
