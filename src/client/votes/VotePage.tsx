import { useEffect, useRef, useState } from 'react';
import { VOTE_MESSAGES, type Vote } from '../../shared/votes/votes.ts';
import { useParams } from '../app/router.tsx';
import { useAuth } from '../auth/AuthProvider.tsx';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { useItemTitle } from '../components/layout/useItemTitle.ts';
import { cardClass } from '../components/ui/Card.tsx';
import { Section } from '../components/ui/Section.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { TextLink } from '../components/ui/TextLink.tsx';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { castBallot, votePath } from './api.ts';
import { BallotForm } from './BallotForm.tsx';
import { NotAResident } from './NotAResident.tsx';
import { QuorumProgress } from './QuorumProgress.tsx';
import { Receipt } from './Receipt.tsx';
import { useVoteAccess } from './useVoteAccess.ts';
import { useVoteTimes } from './useVoteTimes.ts';
import { VoteFacts } from './VoteFacts.tsx';
import { VoteResults } from './VoteResults.tsx';
import { STATE_LABELS } from './vote-words.ts';

/** The caller's home and this open vote: the ballot, who cast the home's, or why it cannot vote. */
function YourHome({
  vote,
  receipt,
  onCast,
  onRefused,
}: {
  vote: Vote;
  receipt: string | null;
  onCast: (receipt: string) => void;
  onRefused: () => void;
}) {
  const { at } = useVoteTimes();
  const home = vote.myHome;
  if (receipt) return <Receipt code={receipt} />;
  if (home?.voted) {
    return (
      <div className={cardClass('brand', 'lg')}>
        <h2 className="text-xl font-semibold">Your home has voted</h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-semibold">Cast by</dt>
          <dd>{home.castBy ?? 'Another resident of your home'}</dd>
          {home.castAt && (
            <>
              <dt className="font-semibold">When</dt>
              <dd>
                <time dateTime={home.castAt}>{at(home.castAt)}</time>
              </dd>
            </>
          )}
        </dl>
        <p className="mt-2">One ballot per home: there is nothing more to do.</p>
      </div>
    );
  }
  if (home?.eligible) {
    return (
      <Section title="Your ballot" card>
        <BallotForm
          vote={vote}
          idPrefix="ballot"
          submitLabel="Cast your home's ballot"
          cast={(choices) => castBallot(vote.id, choices)}
          onCast={onCast}
          onRefused={onRefused}
        />
      </Section>
    );
  }
  return (
    <div className={cardClass('plain', 'lg', 'text-slate-800')}>
      <h2 className="text-xl font-semibold text-brand-950">Your home cannot vote in this one</h2>
      {/* The server says why (no home linked, a tenant in an owners' vote, not on the roll). */}
      <p className="mt-2">{home?.reason ?? VOTE_MESSAGES.noHome}</p>
    </div>
  );
}

/** What the vote's state leaves to do or see: the ballot while open, the result after close. */
function VoteStage(props: {
  vote: Vote;
  receipt: string | null;
  onCast: (receipt: string) => void;
  onRefused: () => void;
}) {
  const { vote, receipt } = props;
  const { at } = useVoteTimes();
  switch (vote.state) {
    case 'scheduled':
      return (
        <StatusMessage>
          Voting opens <time dateTime={vote.opensAt}>{at(vote.opensAt)}</time>.
        </StatusMessage>
      );
    case 'open':
      return <YourHome {...props} />;
    case 'cancelled':
      return (
        <div className={cardClass('danger', 'lg')}>
          <h2 className="text-xl font-semibold">This vote was cancelled</h2>
          {vote.cancelReason && <p className="mt-2">Reason: {vote.cancelReason}</p>}
        </div>
      );
    case 'closed':
      return (
        <>
          {receipt && <Receipt code={receipt} />}
          <VoteResults vote={vote} />
        </>
      );
  }
}

/**
 * /votes/:id (docs/product/votes.md, "Pages"): what is voted on and the rules, the quorum
 * progress, then the ballot, the home's status or the result, by the vote's state.
 */
export default function VotePage() {
  const { id = '' } = useParams();
  const { can } = useAuth();
  const { allowed, account, accountError } = useVoteAccess();
  const query = useApiQuery(allowed ? votePath(id) : null, failure.serverFirst('Failed to load the vote.'));
  // The receipt lives here, not in the ballot: the vote is read again after casting (the home has
  // now voted) and the code must stay on screen until the voter leaves.
  const [receipt, setReceipt] = useState<{ vote: string; code: string } | null>(null);
  const vote = query.data;
  useItemTitle(vote?.title, query.missing);
  const receiptHeading = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (receipt) receiptHeading.current?.querySelector<HTMLElement>('#receipt-heading')?.focus();
  }, [receipt]);

  return (
    <AdminPage title={vote?.title ?? 'Vote'}>
      <p className="-mt-4 mb-6 flex flex-wrap gap-x-6 gap-y-2">
        <TextLink to="/votes">All votes</TextLink>
        {can('votes.manage') && <TextLink to="/admin/votes">Manage votes</TextLink>}
      </p>
      {!allowed ? (
        account || accountError ? (
          <NotAResident account={account} />
        ) : (
          <StatusMessage>Loading...</StatusMessage>
        )
      ) : !vote ? (
        <StatusMessage kind={query.error || query.missing ? 'error' : 'info'}>
          {query.missing ? VOTE_MESSAGES.notFound : (query.error ?? 'Loading the vote...')}
        </StatusMessage>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <div ref={receiptHeading} className="space-y-6">
            <p>
              <span className="inline-block rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-800">
                {STATE_LABELS[vote.state]}
              </span>
            </p>
            {vote.description && <p className="whitespace-pre-line text-slate-800">{vote.description}</p>}
            {vote.state !== 'cancelled' && vote.state !== 'scheduled' && (
              <Section title="Participation">
                <QuorumProgress vote={vote} id="quorum" />
              </Section>
            )}
            <VoteStage
              vote={vote}
              receipt={receipt?.vote === vote.id ? receipt.code : null}
              onCast={(code) => {
                setReceipt({ vote: vote.id, code });
                query.reload();
              }}
              onRefused={query.reload}
            />
          </div>
          <Section title="About this vote" card>
            <VoteFacts vote={vote} />
          </Section>
        </div>
      )}
    </AdminPage>
  );
}
