import type { votesContract } from '../../shared/contracts/votes.ts';
import { VOTES } from '../../shared/endpoints/votes.ts';
import type { VoteInput, VotePatch } from '../../shared/votes/votes.ts';
import { operations } from '../transport/operations.ts';

/** Votes and elections (docs/product/votes.md): admins run them, eligible homes vote. */
const api = operations<typeof votesContract>(VOTES);

/** Every vote the caller may see, with participation (never a tally before close). */
export const voteListPath = api.list.address();

/** One vote, with the caller's home's status (`myHome`). */
export const votePath = (id: string) => api.one.address({ params: { id } });

/** The result of a closed vote (409 before it closes). */
export const voteResultsPath = (id: string) => api.results.address({ params: { id } });

/** The certificate of the result, a PDF (a plain link: the session cookie goes with it). */
export const voteCertificateAddress = (id: string): string => api.certificate.address({ params: { id } });

export const createVote = (body: VoteInput) => api.create.call({ body });

/** Only before the vote opens (409 after). */
export const updateVote = (id: string, body: VotePatch) => api.update.call({ params: { id }, body });

/** Only before the vote opens (409 after). */
export const removeVote = (id: string) => api.remove.call({ params: { id } });

export const cancelVote = (id: string, reason: string) =>
  api.cancel.call({ params: { id }, body: { reason } });

/** The caller's home's ballot: answers the receipt code, shown once. */
export const castBallot = (id: string, choices: string[]) =>
  api.cast.call({ params: { id }, body: { choices } });

/** An admin's paper (or absentee) ballot for a home: the same rules, audited as recorded by them. */
export const recordPaperBallot = (id: string, homeId: string, choices: string[]) =>
  api.cast.call({ params: { id }, body: { homeId, choices } });

/** Mails the residents of the homes that have not voted, at most once a day: `{ queued, homes }`. */
export const remindVote = (id: string) => api.remind.call({ params: { id } });

/** Files the certificate in the document library (meeting minutes, for residents), once. */
export const fileVoteCertificate = (id: string) => api.fileCertificate.call({ params: { id } });
