import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ALREADY_ANNOUNCED,
  ANNOUNCE_REFUSED,
  announceBlocker,
  type AnnouncementAudience,
} from '../../shared/announcements.ts';
import type { NewsArticle } from '../../shared/news/news.ts';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import { HttpError } from '../http/errors.ts';
import { mailEnabled } from '../community/public.ts';
import { isUniqueViolation } from '../db/constraint-errors.ts';
import {
  confirmedSubscribers,
  countConfirmedSubscribers,
  syncNewsReaders,
} from '../subscriptions/queries.ts';
import { findAnnouncementOfNews, insertAnnouncement } from './queries.ts';

/** Refuses (409) an item that was already announced; checked before anything is written. */
export async function refuseSecondAnnounce(db: Db, newsId: string): Promise<void> {
  if (await findAnnouncementOfNews(db, newsId)) throw new HttpError(409, ALREADY_ANNOUNCED);
}

/** Who an announcement would reach now: whether mail can leave, and the confirmed subscribers. */
export async function announcementAudience(app: FastifyInstance): Promise<AnnouncementAudience> {
  // Residents who turned news on in their account are on the list too (as confirmedSubscribers reads it).
  await syncNewsReaders(app.db);
  return { mailEnabled: mailEnabled(app), confirmed: await countConfirmedSubscribers(app.db) };
}

/**
 * Refuses (409) an announce that would reach no one (no mail server, or no confirmed subscriber),
 * before anything is written: the item keeps its one announce for when it can reach people.
 */
export async function refuseEmptyAnnounce(app: FastifyInstance): Promise<void> {
  const blocker = announceBlocker(await announcementAudience(app));
  if (blocker) throw new HttpError(409, ANNOUNCE_REFUSED[blocker]);
}

/**
 * Emails a news item to everyone on the list: the announcement and one outbox row per confirmed
 * address are written in one transaction before the caller answers 202, then the sender is woken.
 * The item's unique announcement row makes a second announce (even a simultaneous one) a 409.
 */
export async function announceNews(request: FastifyRequest, item: NewsArticle): Promise<number> {
  const app = request.server;
  await refuseSecondAnnounce(app.db, item.id);
  await refuseEmptyAnnounce(app);
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
