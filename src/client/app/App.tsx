import type { PageState } from '../../shared/page-state.ts';
import { DataCacheProvider } from '../transport/data-cache.tsx';
import { AuthProvider } from '../auth/AuthProvider.tsx';
import { CommunityProvider } from '../community/CommunityProvider.tsx';
import { Layout } from '../components/layout/Layout.tsx';
import { ErrorBoundary } from '../errors/ErrorBoundary.tsx';
import { NewsByEmail } from '../subscriptions/NewsByEmail.tsx';
import { PageOutlet, type InitialPage } from './PageOutlet.tsx';
import { TodayProvider } from './today.tsx';

/** The whole client below the router, the same on the server and in the browser. */
export function App({ state, initial }: { state: PageState; initial: InitialPage }) {
  return (
    <ErrorBoundary>
      <CommunityProvider value={state.community}>
        <DataCacheProvider initial={state.data} missing={state.missing} refused={state.refused}>
          <AuthProvider serverUser={state.user} hydrating={state.hydrate}>
            <Layout footer={<NewsByEmail idPrefix="footer-news" name="Newsletter sign-up" dark />}>
              <TodayProvider value={state.today}>
                <PageOutlet initial={initial} />
              </TodayProvider>
            </Layout>
          </AuthProvider>
        </DataCacheProvider>
      </CommunityProvider>
    </ErrorBoundary>
  );
}
