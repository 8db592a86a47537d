import type { newsContract } from '../../shared/contracts/news.ts';
import { NEWS } from '../../shared/endpoints/news.ts';
import { restCollection } from '../api/collection.ts';
import { operations } from '../api/operations.ts';

/** Newest first; GET answers `{ items }`. */
export const news = restCollection<typeof newsContract>(NEWS);

const api = operations<typeof newsContract>(NEWS);

/** One news item (its own page). */
export const newsItemById = (id: string) => api.one.address({ params: { id } });
