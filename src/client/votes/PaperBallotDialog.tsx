import { useState } from 'react';
import type { Vote } from '../../shared/votes/votes.ts';
import { homeList } from '../homes/api.ts';
import { Button } from '../components/ui/Button.tsx';
import { inputClass } from '../components/ui/FormField.tsx';
import { Label } from '../components/ui/FormParts.tsx';
import { Modal } from '../components/ui/Modal.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { recordPaperBallot } from './api.ts';
import { BallotForm } from './BallotForm.tsx';
import { Receipt } from './Receipt.tsx';

/**
 * "Record a paper ballot" (docs/product/votes.md, "Pages"): the home from the roll, the choices as
 * on the ballot, then the receipt to hand over. The server holds the rules (one ballot per home,
 * a home on the vote's roll, the choices) and says which one a refusal broke.
 */
export function PaperBallotDialog({
  vote,
  onClose,
}: {
  vote: Vote | null;
  onClose: (recorded: boolean) => void;
}) {
  return (
    <Modal open={vote !== null} title="Record a paper ballot" onClose={() => onClose(false)}>
      {vote && <PaperBallot key={vote.id} vote={vote} onClose={onClose} />}
    </Modal>
  );
}

function PaperBallot({ vote, onClose }: { vote: Vote; onClose: (recorded: boolean) => void }) {
  const homes = useApiQuery(homeList.path, failure.serverFirst('Failed to load the homes.'));
  const [homeId, setHomeId] = useState('');
  const [recorded, setRecorded] = useState<{ receipt: string; address: string } | null>(null);
  // A new ballot after one recorded: a fresh form (nothing chosen).
  const [round, setRound] = useState(0);
  const items = homes.data ? homeList.items(homes.data) : [];

  if (recorded) {
    return (
      <div className="space-y-4">
        <Receipt code={recorded.receipt} heading={`Ballot recorded for ${recorded.address}`} />
        <p className="text-sm text-slate-700">Hand this code to the home&apos;s voter with their copy.</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              setRecorded(null);
              setHomeId('');
              setRound((r) => r + 1);
            }}
          >
            Record another
          </Button>
          <Button onClick={() => onClose(true)}>Done</Button>
        </div>
      </div>
    );
  }

  if (!homes.data) {
    return (
      <StatusMessage kind={homes.error ? 'error' : 'info'}>
        {homes.error ?? 'Loading the homes...'}
      </StatusMessage>
    );
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        For a home that voted on paper or by absentee ballot. The record says you entered it; as online, a
        home has one ballot.
      </p>
      <BallotForm
        key={round}
        vote={vote}
        idPrefix="paper"
        submitLabel="Record the ballot"
        precheck={() => (homeId ? null : 'Choose the home whose ballot this is.')}
        cast={(choices) => recordPaperBallot(vote.id, homeId, choices)}
        onCast={(receipt) =>
          setRecorded({ receipt, address: items.find((home) => home.id === homeId)?.address ?? 'the home' })
        }
      >
        <div className="space-y-1">
          <Label htmlFor="paper-home">Home</Label>
          <select
            id="paper-home"
            className={inputClass}
            value={homeId}
            onChange={(event) => setHomeId(event.target.value)}
          >
            <option value="">Choose a home...</option>
            {items.map((home) => (
              <option key={home.id} value={home.id}>
                {home.lot ? `${home.address} (lot ${home.lot})` : home.address}
              </option>
            ))}
          </select>
        </div>
      </BallotForm>
    </div>
  );
}
