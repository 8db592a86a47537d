import { Link } from '../app/router.tsx';
import type { WorkWaiting as Work } from '../../shared/work-waiting.ts';
import { cardClass } from '../components/ui/Card.tsx';
import { sectionHeadingClass } from '../components/ui/Section.tsx';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What waits for the staff, with a link to each queue: only the counts the server answered (those
 * the caller may manage), so a moderator sees none and the section is left out.
 */
export function WorkWaiting({ work }: { work: Work }) {
  const rows: { to: string; text: string; urgent: boolean }[] = [];
  if (work.residentRequests !== undefined) {
    rows.push({
      to: '/admin/userDashboard?show=pending',
      text: `${plural(work.residentRequests, 'resident request', 'resident requests')} waiting for approval`,
      urgent: work.residentRequests > 0,
    });
  }
  if (work.unreadMessages !== undefined) {
    rows.push({
      to: '/admin/messages',
      text: `${plural(work.unreadMessages, 'unread contact message', 'unread contact messages')}`,
      urgent: work.unreadMessages > 0,
    });
  }
  if (work.openArcRequests !== undefined) {
    const overdue = work.overdueArcRequests ?? 0;
    rows.push({
      to: '/admin/arc',
      text: `${plural(work.openArcRequests, 'open ACC request', 'open ACC requests')}, ${overdue} overdue`,
      urgent: overdue > 0,
    });
  }
  if (work.newReports !== undefined) {
    rows.push({
      to: '/admin/reports',
      text: `${plural(work.newReports, 'new resident report', 'new resident reports')} to look at`,
      urgent: work.newReports > 0,
    });
  }
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="work-waiting-heading" className="mt-10">
      <h2 id="work-waiting-heading" className={sectionHeadingClass}>
        Work waiting
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {rows.map((row) => (
          <li key={row.to} className={cardClass('plain', 'md')}>
            <Link
              to={row.to}
              className={`font-semibold underline ${row.urgent ? 'text-red-800' : 'text-brand-900'}`}
            >
              {row.text}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
