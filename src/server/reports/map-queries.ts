import {
  REPORT_NEARBY_DISTANCE,
  REPORT_NEARBY_MAX,
  REPORT_PINS_MAX,
  type ReportKind,
  type ReportPin,
  type ReportStatus,
} from '../../shared/reports/reports.ts';
import type { Db } from '../db/connection.ts';
import { isOpen } from './open.ts';
import type { ReportViewer } from './queries.ts';
import type { ReportRow } from './table.ts';

/**
 * "Is it one of these?": the open maintenance reports of the category whose pin is within
 * REPORT_NEARBY_DISTANCE of the point (straight-line, in map fractions), nearest first, at most
 * REPORT_NEARBY_MAX. The database narrows to the square around the point; the circle is drawn here.
 */
export async function nearbyReports(
  db: Db,
  category: string,
  point: { x: number; y: number },
): Promise<ReportRow[]> {
  const d = REPORT_NEARBY_DISTANCE;
  const rows = await db
    .selectFrom('reports')
    .selectAll()
    .where('kind', '=', 'maintenance')
    .where('category', '=', category)
    .where(isOpen())
    .where('locationX', '>=', point.x - d)
    .where('locationX', '<=', point.x + d)
    .where('locationY', '>=', point.y - d)
    .where('locationY', '<=', point.y + d)
    .execute();
  const distance = (row: ReportRow) => Math.hypot(row.locationX! - point.x, row.locationY! - point.y);
  return rows
    .map((row) => ({ row, distance: distance(row) }))
    .filter(({ distance }) => distance <= d)
    .sort((a, b) => a.distance - b.distance || a.row.createdAt.localeCompare(b.row.createdAt))
    .slice(0, REPORT_NEARBY_MAX)
    .map(({ row }) => row);
}

/**
 * The open reports with a pin, for the map, oldest first (the partial open index's order), at most
 * REPORT_PINS_MAX: maintenance for residents, every kind for admins.
 */
export async function reportPins(
  db: Db,
  viewer: ReportViewer,
  filter: { kind?: ReportKind; category?: string },
): Promise<ReportPin[]> {
  let query = db
    .selectFrom('reports')
    .select(['id', 'reference', 'title', 'kind', 'category', 'status', 'locationX', 'locationY'])
    .where(isOpen())
    .where('locationX', 'is not', null)
    .where('locationY', 'is not', null);
  if (!viewer.admin) query = query.where('kind', '=', 'maintenance');
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.category) query = query.where('category', '=', filter.category);
  const rows = await query.orderBy('createdAt').orderBy('id').limit(REPORT_PINS_MAX).execute();
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    title: row.title,
    kind: row.kind as ReportKind,
    category: row.category,
    status: row.status as ReportStatus,
    location: { x: row.locationX!, y: row.locationY! },
  }));
}
