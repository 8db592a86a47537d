import { useState } from 'react';
import { Ban, ClipboardPen, FileCheck2, Mail } from 'lucide-react';
import type { Vote } from '../../shared/votes/votes.ts';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { EditorModal } from '../components/staff/EditorModal.tsx';
import { AddButton, RowActions } from '../components/staff/StaffButtons.tsx';
import { StaffList } from '../components/staff/StaffList.tsx';
import { useStaffCollection } from '../components/staff/useStaffCollection.ts';
import { Button } from '../components/ui/Button.tsx';
import { DataTable, type DataColumn } from '../components/ui/DataTable.tsx';
import { TextLink } from '../components/ui/TextLink.tsx';
import type { ApiList } from '../transport/collection.ts';
import { failure } from '../transport/failure.ts';
import { fileVoteCertificate, remindVote, removeVote, voteListPath } from './api.ts';
import { useMailEnabled } from '../community/CommunityProvider.tsx';
import { useConfirm } from '../components/ui/useConfirm.tsx';
import { CancelVoteDialog } from './CancelVoteDialog.tsx';
import { PaperBallotDialog } from './PaperBallotDialog.tsx';
import { QuorumProgress } from './QuorumProgress.tsx';
import { useVoteTimes } from './useVoteTimes.ts';
import { VoteForm } from './VoteForm.tsx';
import { groupVotes, KIND_LABELS, STATE_LABELS } from './vote-words.ts';

const votes: ApiList<Vote, { items: Vote[] }> = { path: voteListPath, items: (answer) => answer.items };
const collection = { list: votes, remove: removeVote };

const voteLink = (vote: Vote, hash = '') => `/votes/${encodeURIComponent(vote.id)}${hash}`;

/**
 * /admin/votes (docs/product/votes.md, "Pages"): the board's votes with their state. A scheduled
 * vote is edited or deleted; an open one shows participation only (never a tally), takes paper
 * ballots and may be cancelled with a reason; a closed one links to its result.
 */
export default function VotesAdminPage() {
  const staff = useStaffCollection({
    collection,
    thing: 'vote',
    loadFailed: failure.text('Failed to load the votes.'),
    // An opened vote is refused (409) in words that say what to do instead.
    deleteFailed: failure.serverFirst('Failed to delete the vote. Please try again.'),
  });
  const { at } = useVoteTimes();
  const [cancelling, setCancelling] = useState<Vote | null>(null);
  const [paperFor, setPaperFor] = useState<Vote | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const mailEnabled = useMailEnabled();
  const confirm = useConfirm();

  /** Mails the homes that have not voted, after the site's question; the server allows one a day. */
  const remind = async (vote: Vote) => {
    const yes = await confirm.ask({
      question: 'Remind the homes that have not voted?',
      detail:
        'Each resident of a home on the roll that has not voted gets one mail with the deadline and the link. Reminders can go once a day.',
      confirmLabel: 'Send the reminder',
    });
    if (!yes) return;
    setNotice(null);
    await staff.run(
      vote,
      async () => {
        const sent = await remindVote(vote.id);
        setNotice(
          `Reminder sent to ${sent.homes} ${sent.homes === 1 ? 'home' : 'homes'} (${sent.queued} ${sent.queued === 1 ? 'mail' : 'mails'}).`,
        );
      },
      failure.serverFirst('Failed to send the reminder. Please try again.'),
    );
  };

  /** Files the certificate in the document library, once (a second filing is refused in the server's words). */
  const file = async (vote: Vote) => {
    setNotice(null);
    await staff.run(
      vote,
      async () => {
        const document = await fileVoteCertificate(vote.id);
        setNotice(`Filed in the document library: ${document.title}.`);
      },
      failure.serverFirst('Failed to file the certificate. Please try again.'),
    );
  };
  const grouped = groupVotes(staff.items);
  const rows = [...grouped.open, ...grouped.upcoming, ...grouped.past];

  const columns: DataColumn<Vote>[] = [
    {
      name: 'Vote',
      role: 'header',
      className: 'md:min-w-56',
      cell: (vote) => (
        <>
          <TextLink to={voteLink(vote)}>{vote.title}</TextLink>
          <span className="block text-sm font-normal text-slate-600">{KIND_LABELS[vote.kind]}</span>
        </>
      ),
    },
    {
      name: 'State',
      cell: (vote) => (
        <>
          {STATE_LABELS[vote.state]}
          {vote.state === 'cancelled' && vote.cancelReason && (
            <span className="block text-sm text-slate-600">{vote.cancelReason}</span>
          )}
        </>
      ),
    },
    {
      name: 'Window',
      className: 'text-sm',
      cell: (vote) => (
        <>
          <span className="block">
            Opens <time dateTime={vote.opensAt}>{at(vote.opensAt)}</time>
          </span>
          <span className="block">
            Closes <time dateTime={vote.closesAt}>{at(vote.closesAt)}</time>
          </span>
        </>
      ),
    },
    {
      name: 'Participation',
      className: 'text-sm md:min-w-64',
      cell: (vote) =>
        vote.state === 'scheduled' ? (
          `${vote.eligibleHomes} ${vote.eligibleHomes === 1 ? 'home' : 'homes'} eligible now; the roll is frozen when it opens`
        ) : vote.state === 'cancelled' ? (
          '—'
        ) : (
          <QuorumProgress vote={vote} id={`quorum-${vote.id}`} />
        ),
    },
    {
      name: 'Actions',
      role: 'actions',
      className: 'md:text-right',
      cell: (vote) =>
        vote.state === 'scheduled' ? (
          <RowActions
            name={vote.title}
            className="flex flex-wrap gap-2 md:justify-end"
            onEdit={() => staff.edit(vote)}
            onDelete={() => {
              setNotice(null);
              void staff.remove(vote);
            }}
          />
        ) : vote.state === 'open' ? (
          <div className="flex flex-wrap gap-2 md:justify-end">
            <Button
              variant="small"
              aria-label={`Record a paper ballot: ${vote.title}`}
              onClick={() => setPaperFor(vote)}
            >
              <ClipboardPen aria-hidden="true" size={14} /> Record a paper ballot
            </Button>
            {mailEnabled && (
              <Button
                variant="small"
                aria-label={`Remind the homes that have not voted: ${vote.title}`}
                disabled={staff.busyId === vote.id}
                onClick={() => void remind(vote)}
              >
                <Mail aria-hidden="true" size={14} /> Remind the homes that have not voted
              </Button>
            )}
            <Button variant="danger" aria-label={`Cancel ${vote.title}`} onClick={() => setCancelling(vote)}>
              <Ban aria-hidden="true" size={14} /> Cancel
            </Button>
          </div>
        ) : vote.state === 'closed' ? (
          <div className="flex flex-wrap items-center gap-3 md:justify-end">
            <TextLink to={voteLink(vote, '#results')} aria-label={`Result of ${vote.title}`}>
              Result
            </TextLink>
            <Button
              variant="small"
              aria-label={`File the certificate in the library: ${vote.title}`}
              disabled={staff.busyId === vote.id}
              onClick={() => void file(vote)}
            >
              <FileCheck2 aria-hidden="true" size={14} /> File the certificate in the library
            </Button>
          </div>
        ) : null,
    },
  ];

  const writes = {
    ...staff,
    notice: notice ?? staff.notice,
    dismissNotice: () => {
      setNotice(null);
      staff.dismissNotice();
    },
    edit: (vote: Vote | 'new') => {
      setNotice(null);
      staff.edit(vote);
    },
  };

  return (
    <AdminPage
      title="Manage Votes"
      actions={<AddButton onClick={() => writes.edit('new')}>New vote</AddButton>}
    >
      <div className="space-y-4">
        <p className="max-w-3xl text-slate-700">
          A vote can be edited or deleted until it opens; after that it can only be cancelled, with a reason.
          While it is open you see who took part, never a count of choices: the result is published when it
          closes.
          {!mailEnabled &&
            ' This site does not send email, so reminders to the homes that have not voted cannot go.'}
        </p>
        <StaffList
          staff={staff}
          loadingText="Loading the votes..."
          empty={staff.data && rows.length === 0 ? 'No votes yet. Create one with New vote.' : null}
          onRetry={staff.reload}
        >
          <DataTable
            label="Votes table"
            caption="The association's votes"
            className="text-sm"
            headClassName="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700"
            columns={columns}
            rows={rows}
            rowKey={(vote) => vote.id}
          />
        </StaffList>
      </div>
      {confirm.dialog}
      <EditorModal staff={writes} titles={{ add: 'New vote', edit: 'Edit vote' }} Form={VoteForm} />
      <CancelVoteDialog
        vote={cancelling}
        onClose={(cancelled) => {
          setCancelling(null);
          if (cancelled) {
            setNotice('Vote cancelled.');
            staff.reload();
          }
        }}
      />
      <PaperBallotDialog
        vote={paperFor}
        onClose={(recorded) => {
          setPaperFor(null);
          // A ballot recorded (or a refusal that says the home already voted) changes participation.
          if (recorded) setNotice('Paper ballot recorded.');
          staff.reload();
        }}
      />
    </AdminPage>
  );
}
