import { reportPhotoUrl, type ReportPhoto } from '../../shared/reports/reports.ts';
import type { Db } from '../db/connection.ts';
import type { ReportPhotoRow } from './table.ts';

/** The photos of these reports, each report's in the order sent, as the API answers them. */
export async function reportPhotos(db: Db, reportIds: string[]): Promise<Map<string, ReportPhoto[]>> {
  const rows = await db
    .selectFrom('reportPhotos')
    .select(['id', 'reportId', 'contentType', 'size'])
    .where('reportId', 'in', reportIds)
    .orderBy('reportId')
    .orderBy('position')
    .execute();
  const photosOf = new Map<string, ReportPhoto[]>();
  for (const photo of rows) {
    const list = photosOf.get(photo.reportId) ?? [];
    list.push({
      id: photo.id,
      url: reportPhotoUrl(photo.reportId, photo.id),
      contentType: photo.contentType,
      size: Number(photo.size),
    });
    photosOf.set(photo.reportId, list);
  }
  return photosOf;
}

export function findReportPhoto(
  db: Db,
  reportId: string,
  photoId: string,
): Promise<ReportPhotoRow | undefined> {
  return db
    .selectFrom('reportPhotos')
    .selectAll()
    .where('reportId', '=', reportId)
    .where('id', '=', photoId)
    .executeTakeFirst();
}
