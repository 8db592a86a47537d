import type { Vote } from '../../shared/votes/votes.ts';
import { participationText } from './vote-words.ts';

/**
 * Participation as a bar: the homes that voted out of the eligible homes, with a mark where quorum
 * is reached. Never a tally: only who took part, which the vote shows from the start. The bar's
 * accessible name and value text say the same as the line above it.
 */
export function QuorumProgress({
  vote,
  id,
}: {
  vote: Pick<Vote, 'homesVoted' | 'eligibleHomes' | 'quorumHomes' | 'quorumReached'>;
  /** Unique on the page: the bar is named by its own line of text. */
  id: string;
}) {
  const text = participationText(vote);
  const share = (n: number) => (vote.eligibleHomes > 0 ? Math.min(100, (n * 100) / vote.eligibleHomes) : 0);
  return (
    <div className="space-y-2">
      <p id={`${id}-label`} className="text-slate-800">
        {text}
        {vote.quorumReached && <strong className="ml-2 font-semibold text-brand-900">Quorum reached</strong>}
      </p>
      <div
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={vote.eligibleHomes}
        aria-valuenow={vote.homesVoted}
        aria-valuetext={text}
        className="relative h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${share(vote.homesVoted)}%` }} />
        {vote.quorumHomes > 0 && (
          <div
            aria-hidden="true"
            className="absolute inset-y-0 w-0.5 bg-slate-900"
            style={{ left: `calc(${share(vote.quorumHomes)}% - 1px)` }}
          />
        )}
      </div>
    </div>
  );
}
