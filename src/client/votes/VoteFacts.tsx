import type { ReactNode } from 'react';
import type { Vote } from '../../shared/votes/votes.ts';
import { useVoteTimes } from './useVoteTimes.ts';
import { choiceRuleText, KIND_LABELS, passRuleText, VOTERS_LABELS } from './vote-words.ts';

/**
 * What a vote is about and its rules, as the notice states them: the kind, the options, the
 * window in the community's time zone, who votes, the quorum and, for a resolution, the share
 * needed to pass.
 */
export function VoteFacts({ vote }: { vote: Vote }) {
  const { at } = useVoteTimes();
  const facts: [string, ReactNode][] = [
    ['Kind', KIND_LABELS[vote.kind]],
    [
      'What is voted on',
      <>
        <ul className="list-disc pl-5">
          {vote.options.map((option) => (
            <li key={option.id}>{option.label}</li>
          ))}
        </ul>
        <span className="text-sm text-slate-600">{choiceRuleText(vote.maxChoices)}.</span>
      </>,
    ],
    ['Opens', <time dateTime={vote.opensAt}>{at(vote.opensAt)}</time>],
    ['Closes', <time dateTime={vote.closesAt}>{at(vote.closesAt)}</time>],
    ['Who votes', VOTERS_LABELS[vote.voters]],
    ['Quorum', `${vote.quorumPercent}% of the eligible homes (${vote.quorumHomes} of ${vote.eligibleHomes})`],
    ...(vote.kind === 'resolution'
      ? ([['Needed to pass', passRuleText(vote.passPercent)]] as [string, ReactNode][])
      : []),
    [
      'Ballot',
      vote.secret
        ? 'Secret: nothing stored links a ballot to its home.'
        : 'Open: the board may see each home’s choice.',
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-700">{term}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
