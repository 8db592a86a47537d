import type { ReactNode } from 'react';
import type { Vote } from '../../shared/votes/votes.ts';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { LoadMore } from '../components/staff/LoadMore.tsx';
import { useMorePages } from '../components/staff/useStaffCollection.ts';
import { cardClass } from '../components/ui/Card.tsx';
import { ListState } from '../components/ui/ListState.tsx';
import { Section } from '../components/ui/Section.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { TextLink } from '../components/ui/TextLink.tsx';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { voteListPath } from './api.ts';
import { NotAResident } from './NotAResident.tsx';
import { useVoteAccess } from './useVoteAccess.ts';
import { useVoteTimes } from './useVoteTimes.ts';
import { groupVotes, KIND_LABELS } from './vote-words.ts';

const badgeClass = (strong: boolean) =>
  `inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${
    strong ? 'bg-brand-800 text-white' : 'bg-slate-100 text-slate-800'
  }`;

/** Where the caller's home stands in an open vote. */
function HomeStatus({ vote }: { vote: Vote }) {
  if (vote.myHome?.voted) return <span className={badgeClass(false)}>Your home has voted</span>;
  if (vote.myHome?.eligible) return <span className={badgeClass(true)}>Vote now</span>;
  return null;
}

function VoteItem({ vote, children }: { vote: Vote; children: ReactNode }) {
  return (
    <li className={cardClass('plain', 'md')}>
      <p className="text-sm font-medium text-slate-600">{KIND_LABELS[vote.kind]}</p>
      <h3 className="text-lg font-semibold">
        <TextLink to={`/votes/${encodeURIComponent(vote.id)}`}>{vote.title}</TextLink>
      </h3>
      <div className="mt-2 space-y-1 text-slate-700">{children}</div>
    </li>
  );
}

function VoteGroup({
  title,
  empty,
  votes,
  item,
}: {
  title: string;
  empty: string;
  votes: Vote[];
  item: (vote: Vote) => ReactNode;
}) {
  return (
    <Section title={title}>
      {votes.length === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {votes.map((vote) => (
            <VoteItem key={vote.id} vote={vote}>
              {item(vote)}
            </VoteItem>
          ))}
        </ul>
      )}
    </Section>
  );
}

const LOAD_FAILED = failure.serverFirst('Failed to load the votes.');

/**
 * /votes (docs/product/votes.md, "Pages"): the association's votes in three groups, open first
 * with where the caller's home stands and the deadline, then upcoming, then past with their result.
 */
export default function VotesPage() {
  const { allowed, account, accountError } = useVoteAccess();
  const list = useApiQuery(allowed ? voteListPath : null, LOAD_FAILED);
  // Open and upcoming votes come whole; past ones a page at a time (Load more under them).
  const pages = useMorePages({ path: voteListPath, items: (answer) => answer.items }, list.data, LOAD_FAILED);
  const { at } = useVoteTimes();
  const groups = groupVotes(pages.items);

  return (
    <AdminPage title="Votes">
      {!allowed ? (
        account || accountError ? (
          <NotAResident account={account} />
        ) : (
          <StatusMessage>Loading...</StatusMessage>
        )
      ) : (
        <ListState
          error={list.error}
          loading={!list.data}
          loadingText="Loading the votes..."
          empty={
            list.data?.items.length === 0
              ? 'No votes yet. When the board opens an election, a resolution or a poll, it is listed here.'
              : null
          }
          onRetry={list.reload}
        >
          <div className="space-y-10">
            <p className="max-w-3xl text-slate-700">
              One home, one voice: any resident of an eligible home may cast the home&apos;s ballot, once.
              {account &&
                !account.home &&
                ' Your account is not linked to a home yet: ask the board to link it so you can vote.'}
            </p>
            <VoteGroup
              title="Open"
              empty="No vote is open now."
              votes={groups.open}
              item={(vote) => (
                <>
                  <HomeStatus vote={vote} />
                  <p>
                    Closes <time dateTime={vote.closesAt}>{at(vote.closesAt)}</time>
                  </p>
                </>
              )}
            />
            <VoteGroup
              title="Upcoming"
              empty="No vote is scheduled."
              votes={groups.upcoming}
              item={(vote) => (
                <p>
                  Opens <time dateTime={vote.opensAt}>{at(vote.opensAt)}</time>
                </p>
              )}
            />
            <VoteGroup
              title="Past"
              empty="No vote has closed yet."
              votes={groups.past}
              item={(vote) =>
                vote.state === 'cancelled' ? (
                  <p>Cancelled{vote.cancelReason ? `: ${vote.cancelReason}` : '.'}</p>
                ) : (
                  <>
                    <p>
                      Closed <time dateTime={vote.closesAt}>{at(vote.closesAt)}</time>
                    </p>
                    <p>
                      <TextLink to={`/votes/${encodeURIComponent(vote.id)}#results`}>
                        The result of {vote.title}
                      </TextLink>
                    </p>
                  </>
                )
              }
            />
            <LoadMore more={pages.more} />
          </div>
        </ListState>
      )}
    </AdminPage>
  );
}
