import { endpoint } from '../contract.ts';

/** The community's homes (docs/product/homes.md): moderators read the roll, admins keep it. */
export const HOMES = {
  list: endpoint('GET', '/api/homes', 'homes.read'),
  create: endpoint('POST', '/api/homes', 'homes.manage'),
  update: endpoint('PATCH', '/api/homes/:id', 'homes.manage'),
  remove: endpoint('DELETE', '/api/homes/:id', 'homes.manage'),
  /** A `text/csv` body, header `address,lot`: creates the new homes, skips the known, reports the bad lines. */
  import: endpoint('POST', '/api/homes/import', 'homes.manage'),
  /** The home whose address matches a resident request's (a suggestion for the admin who decides it). */
  match: endpoint('GET', '/api/homes/match', 'homes.read'),
  /** The roll as CSV (`address,lot`), the import's format. */
  export: endpoint('GET', '/api/homes/export', 'homes.read'),
};
