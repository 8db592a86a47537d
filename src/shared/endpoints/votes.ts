import { endpoint } from '../contract.ts';

/** Votes and elections (docs/product/votes.md): admins run them, eligible homes vote. */
export const VOTES = {
  list: endpoint('GET', '/api/votes', 'votes.read'),
  one: endpoint('GET', '/api/votes/:id', 'votes.read'),
  create: endpoint('POST', '/api/votes', 'votes.manage'),
  /** Only before the vote opens (409 after). */
  update: endpoint('PATCH', '/api/votes/:id', 'votes.manage'),
  remove: endpoint('DELETE', '/api/votes/:id', 'votes.manage'),
  cancel: endpoint('POST', '/api/votes/:id/cancel', 'votes.manage'),
  /** A resident's ballot for their home; with `homeId`, an admin's paper ballot for that home. */
  cast: endpoint('POST', '/api/votes/:id/ballots', 'votes.cast'),
  /** After close only (409 before). */
  results: endpoint('GET', '/api/votes/:id/results', 'votes.read'),
  certificate: endpoint('GET', '/api/votes/:id/results.pdf', 'votes.read'),
  /** Mails the residents of the homes that have not voted; at most once a day. */
  remind: endpoint('POST', '/api/votes/:id/remind', 'votes.manage'),
  /** Files the certificate in the document library (meeting minutes, residents), once. */
  fileCertificate: endpoint('POST', '/api/votes/:id/certificate', 'votes.manage'),
};
