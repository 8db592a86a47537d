import type { Announcement } from '../../shared/announcements.ts';
import type { Db } from '../db/connection.ts';
import { withIds } from '../http/serialize.ts';
import type { AnnouncementsTable } from './table.ts';

export function findAnnouncementOfNews(db: Db, newsId: string): Promise<{ id: string } | undefined> {
  return db.selectFrom('announcements').select('id').where('newsId', '=', newsId).executeTakeFirst();
}

export async function insertAnnouncement(db: Db, row: AnnouncementsTable): Promise<void> {
  await db.insertInto('announcements').values(row).execute();
}

/** Every announcement, newest first, with its mails counted by state (one grouped query). */
export async function listAnnouncements(db: Db): Promise<Announcement[]> {
  const announcements = await db
    .selectFrom('announcements')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .execute();
  const counts = await db
    .selectFrom('mailOutbox')
    .select(['announcementId', 'status', db.fn.countAll().as('n')])
    .where('announcementId', 'is not', null)
    .groupBy(['announcementId', 'status'])
    .execute();
  return announcements.map((row) => {
    const mine = counts.filter((count) => count.announcementId === row.id);
    const of = (status: string) =>
      mine.filter((c) => c.status === status).reduce((n, c) => n + Number(c.n), 0);
    return withIds({
      id: row.id,
      newsId: row.newsId,
      title: row.title,
      createdAt: row.createdAt,
      queued: mine.reduce((n, c) => n + Number(c.n), 0),
      sent: of('sent'),
      failed: of('failed'),
    });
  });
}
