import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsContract } from '../../shared/contracts/news.ts';
import { todayIn } from '../../shared/dates.ts';
import { NEWS } from '../../shared/endpoints/news.ts';
import { announceNews, refuseEmptyAnnounce, refuseSecondAnnounce } from '../announcements/announce.ts';
import { collectionRoutes } from '../http/collection-routes.ts';
import { routeOf } from '../http/contract-routes.ts';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../http/errors.ts';
import { releaseUploads } from '../uploads/queries.ts';
import { deleteNews, findNews, insertNews, listNewsPage, newsYears, updateNews } from './queries.ts';

/** /api/news: everyone reads (the list as `{ items }`); moderators and admins write. */
const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const defaults = app.config.communityDefaults;
  await app.register(
    collectionRoutes({
      kind: 'news',
      noun: 'News item',
      contracts: newsContract,
      envelopes: NEWS.envelopes,
      queries: {
        list: listNewsPage,
        // An item sent without a day is today's news, today in the community's time zone.
        // An announce that would reach no one is refused before the item is written, so a 409
        // changes nothing (docs/product/announcements.md).
        insert: async (db, { announce, ...body }) => {
          if (announce) await refuseEmptyAnnounce(app);
          return insertNews(db, {
            ...body,
            date: body.date ?? todayIn((await app.community.read()).timeZone),
          });
        },
        update: async (db, id, { announce, ...changes }) => {
          // A second announce is refused before the edit is made, so a 409 changes nothing.
          if (announce) await refuseSecondAnnounce(db, id);
          if (announce) await refuseEmptyAnnounce(app);
          const before = await findNews(db, id);
          const after = await updateNews(db, id, changes);
          // A replaced image that nothing else shows is deleted with its bytes.
          if (before && after && before.image !== after.image) {
            await releaseUploads(db, [before.image], defaults);
          }
          return after;
        },
        remove: async (db, id) => {
          const removed = await deleteNews(db, id);
          if (removed) await releaseUploads(db, [removed.image], defaults);
          return removed;
        },
      },
      summary: (item) => item.title,
      // `announce: true` also emails the item: 202 with the item and how many mails were queued.
      followUp: {
        status: 202,
        run: async (request: FastifyRequest, item) =>
          (request.body as { announce?: boolean }).announce
            ? { ...item, queued: await announceNews(request, item) }
            : undefined,
      },
    }),
  );

  app.route({
    ...routeOf(newsContract.years),
    handler: async () => ({ years: await newsYears(app.db) }),
  });

  app.route({
    ...routeOf(newsContract.one),
    handler: async (request) => {
      const item = await findNews(app.db, request.params.id);
      if (!item) throw notFound('News item');
      return item;
    },
  });
};

export default newsRoutes;
