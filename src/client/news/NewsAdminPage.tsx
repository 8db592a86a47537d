import { Mail } from 'lucide-react';
import { useEffect } from 'react';
import { isAlert, type NewsItem } from '../../shared/news/news.ts';
import { AnnouncementStatus } from '../announcements/AnnouncementStatus.tsx';
import { ANNOUNCE_WARNING, announceBlocker } from '../../shared/announcements.ts';
import { announceNews, announcementAudiencePath, announcementListPath } from '../announcements/api.ts';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { EditorModal } from '../components/staff/EditorModal.tsx';
import { AddButton, RowActions } from '../components/staff/StaffButtons.tsx';
import { StaffList } from '../components/staff/StaffList.tsx';
import { useStaffCollection } from '../components/staff/useStaffCollection.ts';
import { FilterInput, useListFilter } from '../components/ui/FilterInput.tsx';
import { news } from './api.ts';
import { formatLongDay } from '../../shared/dates.ts';
import { ANNOUNCE_CONFIRMATION, NewsForm } from './NewsForm.tsx';
import { Button } from '../components/ui/Button.tsx';

const ANNOUNCE_FAILED = failure.withRefusal('Failed to email the news item.');
/** How often the counts are read again while an announcement's mail is still on its way. */
const COUNTS_REFRESH_MS = 3000;

/** /admin/dashboardNews: moderators and admins publish, edit and delete news; others only read. */
export default function NewsAdminPage() {
  const { can } = useAuth();
  const mayWrite = can('news.write');
  const staff = useStaffCollection({
    collection: news,
    thing: 'news item',
    loadFailed: failure.text('Failed to load news. Please try again later.'),
    deleteFailed: failure.text('Failed to delete news.'),
  });
  const filter = useListFilter(staff.items, (item, needle) => item.title.toLowerCase().includes(needle));
  // Staff see how far each announcement's mail has gone (GET /api/announcements is theirs alone).
  const announcements = useApiQuery(mayWrite ? announcementListPath : null);
  const announcementOf = new Map((announcements.data?.items ?? []).map((a) => [a.newsId, a]));
  const onTheWay = (announcements.data?.items ?? []).some((a) => a.queued > a.sent + a.failed);
  const reloadAnnouncements = announcements.reload;
  // Asked before "Email" is offered: an email that would reach no one is not offered, and the
  // screen says why (the server refuses it anyway, without spending the item's one announce).
  const audience = useApiQuery(mayWrite ? announcementAudiencePath : null);
  const blocker = audience.data ? announceBlocker(audience.data) : null;
  useEffect(() => {
    if (!onTheWay) return;
    const timer = setTimeout(reloadAnnouncements, COUNTS_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [onTheWay, announcements.data, reloadAnnouncements]);

  const announce = async (item: NewsItem) => {
    if (!(await staff.ask(ANNOUNCE_CONFIRMATION))) return;
    await staff.run(item, () => announceNews(item.id), ANNOUNCE_FAILED, 'News item emailed to subscribers.');
    // Also after a 409: the list then shows the announcement someone else made.
    reloadAnnouncements();
  };
  const afterSave = () => {
    staff.saved();
    reloadAnnouncements();
  };

  return (
    <AdminPage
      title="Manage News"
      actions={mayWrite && <AddButton onClick={() => staff.edit('new')}>Add News</AddButton>}
    >
      {blocker && (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          {ANNOUNCE_WARNING[blocker]}
        </p>
      )}
      <div className="mb-6">
        <FilterInput
          id="news-search"
          label="Search news"
          placeholder="Search news by title..."
          value={filter.text}
          onChange={filter.setText}
        />
      </div>
      {!mayWrite && (
        <p className="mb-4 rounded-md bg-slate-100 px-4 py-3 text-slate-700">
          Only moderators and admins can add, edit or delete news.
        </p>
      )}
      <StaffList
        staff={staff}
        loadingText="Loading news..."
        empty={
          filter.shown.length > 0 ? null : filter.needle ? 'No news matches your search.' : 'No news yet.'
        }
      >
        <ul className="space-y-4" aria-label="News items">
          {filter.shown.map((item) => (
            <li
              key={item.id}
              className={`flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row ${
                isAlert(item.type) ? 'border-t-4 border-red-600' : ''
              }`}
            >
              {item.image && (
                <img
                  src={item.image}
                  alt=""
                  width={128}
                  height={96}
                  className="h-24 w-32 shrink-0 rounded-md object-cover"
                />
              )}
              <div className="min-w-0 flex-1">
                <h2 className="text-lg font-semibold text-slate-900">{item.title}</h2>
                <p className="text-sm text-slate-600">
                  <time dateTime={item.date}>{formatLongDay(item.date)}</time>
                  {item.type && <> · {isAlert(item.type) ? 'Safety Alert' : item.type}</>}
                </p>
                <p className="mt-1 line-clamp-2 text-slate-700">{item.description}</p>
                {announcementOf.has(item.id) && (
                  <AnnouncementStatus announcement={announcementOf.get(item.id)!} />
                )}
              </div>
              {mayWrite && (
                <div className="flex shrink-0 flex-wrap items-start gap-2">
                  {announcements.data && audience.data && !blocker && !announcementOf.has(item.id) && (
                    <Button
                      variant="small"
                      aria-label={`Email ${item.title} to subscribers`}
                      disabled={staff.busyId === item.id}
                      onClick={() => void announce(item)}
                    >
                      <Mail aria-hidden="true" size={16} /> Email
                    </Button>
                  )}
                  <RowActions
                    name={item.title}
                    className="flex items-start gap-2"
                    onEdit={() => staff.edit(item)}
                    onDelete={() => void staff.remove(item)}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      </StaffList>
      <EditorModal
        staff={{ ...staff, saved: afterSave }}
        titles={{ add: 'Add News', edit: 'Edit News' }}
        Form={NewsForm}
      />
    </AdminPage>
  );
}
