import { addressOf, type AnswerOf } from '../../shared/contract.ts';
import type { homesContract } from '../../shared/contracts/homes.ts';
import { HOMES } from '../../shared/endpoints/homes.ts';
import type { Home, HomeImportResult } from '../../shared/homes/homes.ts';
import type { ApiList } from '../transport/collection.ts';
import { operations } from '../transport/operations.ts';
import { sendText } from '../transport/send-text.ts';

/** The roll of homes (docs/product/homes.md): moderators read it, admins keep it. */
const api = operations<typeof homesContract>(HOMES);

/** Every home with its residents, in address order: the roll comes whole (a few hundred homes). */
export const homeList: ApiList<Home, AnswerOf<typeof homesContract.list>> = {
  path: api.list.address(),
  items: (answer) => answer.items,
};

/** The home on the roll whose address matches one a resident gave, if any (the users screen's suggestion). */
export const homeMatching = (address: string) => api.match.address({ query: { address } });

export interface HomeBody {
  address: string;
  lot: string | null;
}

export const createHome = (body: HomeBody) => api.create.call({ body });

export const updateHome = (id: string, body: HomeBody) => api.update.call({ params: { id }, body });

/** Refused (409) while residents are linked to the home, with the server's reason. */
export const removeHome = (id: string) => api.remove.call({ params: { id } });

/**
 * Sends a CSV roll (`address,lot`). With `dryRun` the server answers what it would create, skip
 * and refuse, and writes nothing: the import screen's preview.
 */
export const importHomes = (csv: string, { dryRun }: { dryRun: boolean }) =>
  sendText<HomeImportResult>(
    addressOf(HOMES.import, { query: { dryRun: dryRun ? 'true' : 'false' } }),
    csv,
    'text/csv',
  );

/** The roll as a CSV download, in the import's format (a plain link: the session cookie goes with it). */
export const HOMES_CSV: string = api.export.address();
