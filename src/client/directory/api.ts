import type { AnswerOf } from '../../shared/contract.ts';
import type { directoryContract } from '../../shared/contracts/directory.ts';
import { DIRECTORY } from '../../shared/endpoints/directory.ts';
import type { ApiList } from '../transport/collection.ts';
import { operations } from '../transport/operations.ts';

const api = operations<typeof directoryContract>(DIRECTORY);

type Directory = AnswerOf<typeof directoryContract.list>;
export type Neighbour = Directory['items'][number];

/**
 * The listed neighbours whose name (or shown street) holds `q`, by name, a page at a time: the
 * server searches every listed resident, not only the pages read.
 */
export const directoryList = (q: string): ApiList<Neighbour, Directory> => ({
  path: api.list.address({ query: { q } }),
  items: (answer) => answer.items,
});
