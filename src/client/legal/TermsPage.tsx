import { useCommunity } from '../community/CommunityProvider.tsx';
import { LegalText } from './LegalText.tsx';

export default function TermsPage() {
  return <LegalText title="Terms of Service" text={useCommunity().termsText} />;
}
