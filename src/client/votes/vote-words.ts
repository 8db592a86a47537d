import type { Vote, VoteKind, VoteState, Voters } from '../../shared/votes/votes.ts';

/** How a vote's kind, voters and state read on the pages (docs/product/votes.md, "Pages"). */
export const KIND_LABELS: Record<VoteKind, string> = {
  election: 'Election',
  resolution: 'Resolution',
  poll: 'Poll',
};

export const VOTERS_LABELS: Record<Voters, string> = {
  owners: 'Owners (one ballot per home)',
  residents: 'All residents (one ballot per home)',
};

export const STATE_LABELS: Record<VoteState, string> = {
  scheduled: 'Scheduled',
  open: 'Open',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

/** "12 of 40 homes have voted; 8 needed for quorum". */
export function participationText(vote: Pick<Vote, 'homesVoted' | 'eligibleHomes' | 'quorumHomes'>): string {
  const homes = vote.eligibleHomes === 1 ? 'home' : 'homes';
  const have = vote.homesVoted === 1 && vote.eligibleHomes === 1 ? 'has' : 'have';
  return `${vote.homesVoted} of ${vote.eligibleHomes} ${homes} ${have} voted; ${vote.quorumHomes} needed for quorum`;
}

/** A resolution's rule: "more than 50% of Yes among Yes and No". */
export function passRuleText(passPercent: number): string {
  return `More than ${passPercent}% of the Yes and No votes must be Yes (abstentions do not count), with quorum.`;
}

/** What a ballot allows: one option, or up to N. */
export function choiceRuleText(maxChoices: number): string {
  return maxChoices === 1 ? 'Choose one' : `Choose up to ${maxChoices}`;
}

/** The resident page's three groups: open first, then upcoming, then past (closed or cancelled). */
export function groupVotes(votes: Vote[]) {
  const by = (key: 'opensAt' | 'closesAt', direction: 1 | -1) => (a: Vote, b: Vote) =>
    direction * (Date.parse(a[key]) - Date.parse(b[key]));
  return {
    open: votes.filter((v) => v.state === 'open').sort(by('closesAt', 1)),
    upcoming: votes.filter((v) => v.state === 'scheduled').sort(by('opensAt', 1)),
    past: votes.filter((v) => v.state === 'closed' || v.state === 'cancelled').sort(by('closesAt', -1)),
  };
}
