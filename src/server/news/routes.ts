import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsContract } from '../../shared/contracts/news.ts';
import { todayIn } from '../../shared/dates.ts';
import { NEWS } from '../../shared/endpoints/news.ts';
import { announceNews, refuseEmptyAnnounce, refuseSecondAnnounce } from '../announcements/announce.ts';
import { collectionRoutes } from '../http/collection-routes.ts';
import { routeOf } from '../http/contract-routes.ts';
import type { FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../http/errors.ts';
import { showUntilIssue } from '../../shared/news/alerts.ts';
import { releaseUploads } from '../uploads/queries.ts';
import { visibleDocumentTiers } from '../../shared/policies.ts';
import { checkAttachments } from './attachments.ts';
import {
  currentAlerts,
  deleteNews,
  findNews,
  findNewsDays,
  findNewsImage,
  listedDocumentIds,
  insertNews,
  listNewsPage,
  newsYears,
  updateNews,
} from './queries.ts';

/** The most alerts the home page shows at once (alerts are few; a long list would bury the page). */
const ALERTS_SHOWN = 5;

/** Refuses (400) a "show until" before the item's day, as the form says it. */
function checkShowUntil(date: string, showUntil: string | null | undefined): void {
  const message = showUntilIssue(date, showUntil);
  if (message) throw new HttpError(400, message, [{ path: 'showUntil', message }]);
}

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
          const date = body.date ?? todayIn((await app.community.read()).timeZone);
          checkShowUntil(date, body.showUntil);
          if (body.attachments) await checkAttachments(db, body.attachments);
          return insertNews(db, { ...body, date });
        },
        update: async (db, id, { announce, ...changes }) => {
          // The rule holds for the item as it will be: a field not sent keeps its stored value.
          const stored = await findNewsDays(db, id);
          if (stored) {
            const showUntil = changes.showUntil === undefined ? stored.showUntil : changes.showUntil;
            checkShowUntil(changes.date || stored.date, showUntil);
          }
          if (stored && changes.attachments) {
            await checkAttachments(db, changes.attachments, await listedDocumentIds(db, id));
          }
          // A second announce is refused before the edit is made, so a 409 changes nothing.
          if (announce) await refuseSecondAnnounce(db, id);
          if (announce) await refuseEmptyAnnounce(app);
          const before = await findNewsImage(db, id);
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
        run: async (request: FastifyRequest, item) => {
          if (!(request.body as { announce?: boolean }).announce) return undefined;
          // The mail carries the body, which the item as written holds: read it whole, with the
          // attachments anyone may open (the mail is read signed out).
          const article = await findNews(app.db, item.id, ['public']);
          if (!article) throw notFound('News item');
          return { ...article, queued: await announceNews(request, article) };
        },
      },
    }),
  );

  app.route({
    ...routeOf(newsContract.years),
    handler: async () => ({ years: await newsYears(app.db) }),
  });

  // The home page's banner: today's alerts unless the page asks for its own day.
  app.route({
    ...routeOf(newsContract.alerts),
    handler: async (request) => {
      const day = request.query.day ?? todayIn((await app.community.read()).timeZone);
      return { items: await currentAlerts(app.db, day, ALERTS_SHOWN) };
    },
  });

  app.route({
    ...routeOf(newsContract.one),
    handler: async (request) => {
      // The attachments the caller may open: public ones signed out, residents' ones for residents.
      const item = await findNews(app.db, request.params.id, visibleDocumentTiers(request.session?.user));
      if (!item) throw notFound('News item');
      return item;
    },
  });
};

export default newsRoutes;
