import { useState } from 'react';
import type { Account } from '../../shared/account.ts';
import { failure } from '../transport/failure.ts';
import { useApiQuery } from '../transport/data-cache.tsx';
import { useMailEnabled } from '../community/CommunityProvider.tsx';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { accountPath } from './api.ts';
import { EmailVerification } from './EmailVerification.tsx';
import { NotificationsForm, ProfileForm, ResidentSection } from './ProfileForms.tsx';
import { DeleteAccountForm, EmailForm, PasswordForm } from './SecurityForms.tsx';
import { HomeSection } from './HomeSection.tsx';
import { DirectoryListingForm } from './DirectoryListingForm.tsx';
import { NoticesSection } from '../notices/NoticesSection.tsx';

/** /account: everything a signed-in person keeps about themselves (docs/product/accounts.md). */
export default function AccountPage() {
  const query = useApiQuery(
    accountPath,
    failure.text('Failed to load your account. Please try again later.'),
  );
  const mailEnabled = useMailEnabled();
  const [changed, setChanged] = useState<Account | null>(null);
  const account = changed ?? query.data;

  return (
    <AdminPage title="Your Account">
      {!account ? (
        <StatusMessage kind={query.error ? 'error' : 'info'}>
          {query.error ?? 'Loading your account...'}
        </StatusMessage>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <EmailVerification account={account} mailEnabled={mailEnabled} />
          {account.home && <NoticesSection />}
          <ProfileForm account={account} onChange={setChanged} />
          <ResidentSection key={account.address ?? ''} account={account} onChange={setChanged} />
          <HomeSection account={account} />
          <DirectoryListingForm account={account} onChange={setChanged} />
          <NotificationsForm account={account} onChange={setChanged} />
          <PasswordForm />
          <EmailForm account={account} mailEnabled={mailEnabled} />
          <DeleteAccountForm />
        </div>
      )}
    </AdminPage>
  );
}
