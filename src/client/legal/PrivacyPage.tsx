import { useCommunity } from '../community/CommunityProvider.tsx';
import { LegalText } from './LegalText.tsx';

export default function PrivacyPage() {
  return <LegalText title="Privacy Policy" text={useCommunity().privacyText} />;
}
