import type { newsContract } from '../../shared/contracts/news.ts';
import type { AnswerOf } from '../../shared/contract.ts';
import {
  currentAlertsAddress,
  latestNewsAddress,
  NEWS,
  newsPageAddress,
} from '../../shared/endpoints/news.ts';
import { apiPath } from '../transport/api-path.ts';
import { restCollection } from '../transport/collection.ts';
import { operations } from '../transport/operations.ts';

/** Newest first; GET answers `{ items }`. */
export const news = restCollection<typeof newsContract>(NEWS);

const api = operations<typeof newsContract>(NEWS);

/** One news item (its own page). */
export const newsItemById = (id: string) => api.one.address({ params: { id } });

/** A page of the news list for /newsletter's own query (`?year=&cursor=`). */
export const newsPage = (search: URLSearchParams) =>
  apiPath<AnswerOf<(typeof newsContract)['list']>>(newsPageAddress(search));

/** The years that have news (the archive's links). */
export const newsYearsPath = api.years.address();

/** The home page's latest news (the list's first 3). */
export const latestNews = apiPath<AnswerOf<(typeof newsContract)['list']>>(latestNewsAddress);

/** The alerts the home page's banner shows on `today`. */
export const currentAlerts = (today: string) =>
  apiPath<AnswerOf<(typeof newsContract)['alerts']>>(currentAlertsAddress(today));
