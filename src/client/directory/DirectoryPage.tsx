import { useState } from 'react';
import { DIRECTORY_TEXTS } from '../../shared/directory/directory.ts';
import { can } from '../../shared/policies.ts';
import { accountPath } from '../account/api.ts';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { LoadMore } from '../components/staff/LoadMore.tsx';
import { useMorePages } from '../components/staff/useStaffCollection.ts';
import { cardClass } from '../components/ui/Card.tsx';
import { FilterInput } from '../components/ui/FilterInput.tsx';
import { ListState } from '../components/ui/ListState.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { TextLink } from '../components/ui/TextLink.tsx';
import { useSettledValue } from '../components/ui/useSettledValue.ts';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { directoryList } from './api.ts';
import { NeighbourCard } from './NeighbourCard.tsx';

const LOAD_FAILED = failure.text('Failed to load the directory. Please try again later.');

/**
 * /directory: the neighbours who chose to be listed, each with what they chose to show
 * (docs/product/homes.md). Approved residents and staff read it; anyone else signed in is told why
 * not and where to ask.
 */
export default function DirectoryPage() {
  const account = useApiQuery(accountPath, failure.text('Failed to load your account.'));
  // The account as it is now (an approval since sign-in counts), read against the policy table.
  const allowed = account.data ? can(account.data, 'directory.read') : null;
  return (
    <AdminPage title="Residents' Directory">
      {allowed === null ? (
        <StatusMessage kind={account.error ? 'error' : 'info'}>{account.error ?? 'Loading...'}</StatusMessage>
      ) : allowed ? (
        <Neighbours />
      ) : (
        <div className={cardClass('plain', 'lg', 'max-w-2xl text-slate-800')}>
          <p className="font-semibold">{DIRECTORY_TEXTS.residentsOnly}</p>
          <p className="mt-2">
            {account.data?.residentStatus === 'pending'
              ? 'Your resident request is waiting for an admin. You can open the directory once it is approved.'
              : 'To become one, give your home address on your account page and ask to be approved as a resident; an admin of the association confirms it.'}
          </p>
          <p className="mt-4">
            <TextLink to="/account">Open your account page</TextLink>
          </p>
        </div>
      )}
    </AdminPage>
  );
}

/** The search box and the list, a page at a time. */
function Neighbours() {
  const [search, setSearch] = useState('');
  const q = useSettledValue(search).trim();
  const list = directoryList(q);
  const query = useApiQuery(list.path, LOAD_FAILED);
  const pages = useMorePages(list, query.data, LOAD_FAILED);
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-slate-700">
        Neighbours who chose to be listed, with what each chose to show. Not listed yet, or want to change
        what you show? <TextLink to="/account">{DIRECTORY_TEXTS.howToBeListed}</TextLink>.
      </p>
      <FilterInput
        id="directory-search"
        label="Search by name or street"
        placeholder="Name or street"
        value={search}
        onChange={setSearch}
        visibleLabel
      />
      <section aria-label="Neighbours" aria-busy={query.loading}>
        <ListState
          error={query.error}
          loading={query.loading && !query.data}
          loadingText="Loading the directory..."
          empty={pages.items.length > 0 ? null : q ? DIRECTORY_TEXTS.noMatch(q) : DIRECTORY_TEXTS.empty}
        >
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {pages.items.map((neighbour) => (
              <NeighbourCard key={neighbour.id} neighbour={neighbour} />
            ))}
          </ul>
          <LoadMore more={pages.more} />
        </ListState>
      </section>
    </div>
  );
}
