import type { FastifyRequest } from 'fastify';
import { ALREADY_ANNOUNCED } from '../../shared/announcements.ts';
import type { NewsArticle } from '../../shared/news/news.ts';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import { HttpError } from '../http/errors.ts';
import { confirmedSubscribers } from '../subscriptions/queries.ts';
import { findAnnouncementOfNews, insertAnnouncement, isUniqueViolation } from './queries.ts';

/** Refuses (409) an item that was already announced; checked before anything is written. */
export async function refuseSecondAnnounce(db: Db, newsId: string): Promise<void> {
  if (await findAnnouncementOfNews(db, newsId)) throw new HttpError(409, ALREADY_ANNOUNCED);
}

/**
 * Emails a news item to everyone on the list: the announcement and one outbox row per confirmed
 * address are written in one transaction before the caller answers 202, then the sender is woken.
 * The item's unique announcement row makes a second announce (even a simultaneous one) a 409.
 */
export async function announceNews(request: FastifyRequest, item: NewsArticle): Promise<number> {
  const app = request.server;
  await refuseSecondAnnounce(app.db, item.id);
  const { name } = await app.community.read();
  const recipients = await confirmedSubscribers(app.db);
  const id = newId();
  // The mail templates (React Email, about 40 MiB once loaded) load with the first announcement.
  const { announcementMails } = await import('./mail.tsx');
  const mails = await announcementMails(item, { name, publicUrl: app.config.publicUrl }, id, recipients);
  let queued: number;
  try {
    queued = await app.db.transaction().execute(async (trx) => {
      await insertAnnouncement(trx, {
        id,
        newsId: item.id,
        title: item.title,
        createdBy: request.session?.user.id ?? null,
        createdAt: nowIso(),
      });
      return app.outbox.store(trx, mails);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, ALREADY_ANNOUNCED);
    throw error;
  }
  void app.outbox.kick();
  await recordAudit(request, {
    action: 'announce',
    kind: 'news',
    objectId: item.id,
    summary: `${item.title}: emailed to ${queued} subscribers`,
  });
  return queued;
}
