import type { Selectable } from 'kysely';

/** A vote (docs/product/votes.md); `state` is not stored: it follows the clock. */
export interface VotesTable {
  id: string;
  title: string;
  description: string | null;
  kind: string;
  maxChoices: number;
  opensAt: string;
  closesAt: string;
  secret: number;
  quorumPercent: number;
  passPercent: number;
  voters: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  rollFrozenAt: string | null;
  noticeQueuedAt: string | null;
  remindedAt: string | null;
  certificateDocumentId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface VoteOptionsTable {
  id: string;
  voteId: string;
  label: string;
  position: number;
}

/** The homes eligible to vote, taken when the vote opened. */
export interface VoteRollTable {
  voteId: string;
  homeId: string;
}

/** That a home voted, who cast it and when: never what it chose. */
export interface VoteParticipationTable {
  voteId: string;
  homeId: string;
  castBy: string | null;
  castByName: string;
  recordedBy: string | null;
  castAt: string;
}

/** What was chosen: no time, no voter, a home only on an open ballot. */
export interface VoteBallotsTable {
  voteId: string;
  id: string;
  choices: string;
  receiptHash: string;
  homeId: string | null;
}

export interface VoteReceiptsTable {
  voteId: string;
  receipt: string;
}

export type VoteRow = Selectable<VotesTable>;
