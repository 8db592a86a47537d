import { useState } from 'react';
import type { ReportDetail } from '../../shared/reports/reports.ts';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { LoadMore } from '../components/staff/LoadMore.tsx';
import { useMorePages } from '../components/staff/useStaffCollection.ts';
import { ListState } from '../components/ui/ListState.tsx';
import { Section } from '../components/ui/Section.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { reportPinsPath, reportsPath } from './api.ts';
import { Confirmation } from './Confirmation.tsx';
import { NotAResident } from './NotAResident.tsx';
import { ReportForm } from './ReportForm.tsx';
import { ReportList } from './ReportList.tsx';
import { ReportMap } from './ReportMap.tsx';
import { useReportAccess } from './useReportAccess.ts';

const MINE = reportsPath({ mine: true });
const MINE_FAILED = failure.serverFirst('Failed to load your reports.');
const OPEN = reportsPath({ kind: 'maintenance', status: 'open' });
const OPEN_FAILED = failure.serverFirst('Failed to load the open reports.');

/**
 * /reports (docs/product/reports.md, "Pages"): report a problem, the visitor's own reports with
 * their status, and the neighbourhood's open maintenance reports as a list and as pins.
 */
export default function ReportsPage() {
  const { allowed, account, accountError } = useReportAccess();
  const [sent, setSent] = useState<ReportDetail | null>(null);
  // A new form after each report (a fresh key), so nothing of the last one lingers.
  const [formKey, setFormKey] = useState(0);
  const mine = useApiQuery(allowed ? MINE : null, MINE_FAILED);
  const open = useApiQuery(allowed ? OPEN : null, OPEN_FAILED);
  // Both lists are paged (50, oldest first): Load more reads on.
  const minePages = useMorePages({ path: MINE, items: (answer) => answer.items }, mine.data, MINE_FAILED);
  const openPages = useMorePages({ path: OPEN, items: (answer) => answer.items }, open.data, OPEN_FAILED);
  const pins = useApiQuery(
    allowed ? reportPinsPath({ kind: 'maintenance' }) : null,
    failure.serverFirst('Failed to load the map.'),
  );

  const onSent = (report: ReportDetail) => {
    setSent(report);
    mine.reload();
    open.reload();
    pins.reload();
  };

  return (
    <AdminPage title="Report a Problem">
      {!allowed ? (
        account || accountError ? (
          <NotAResident account={account} />
        ) : (
          <StatusMessage>Loading...</StatusMessage>
        )
      ) : (
        <div className="grid gap-10 lg:grid-cols-5">
          <div className="space-y-10 lg:col-span-3">
            <Section
              title="Report a problem"
              description="Tell the board once, and follow it to the end. For an emergency, call the emergency services first."
            >
              {sent ? (
                <Confirmation
                  report={sent}
                  onAnother={() => {
                    setSent(null);
                    setFormKey((k) => k + 1);
                  }}
                />
              ) : (
                <ReportForm key={formKey} pins={pins.data?.items ?? []} onSent={onSent} />
              )}
            </Section>
          </div>
          <div className="space-y-10 lg:col-span-2">
            <Section title="Your reports">
              <ListState
                error={mine.error}
                loading={!mine.data}
                loadingText="Loading your reports..."
                empty={mine.data?.items.length === 0 ? 'You have not reported anything yet.' : null}
                onRetry={mine.reload}
              >
                <ReportList label="Your reports" reports={minePages.items} />
                <LoadMore more={minePages.more} />
              </ListState>
            </Section>
            <Section
              title="Open maintenance"
              description="What neighbours have reported and the board is working on."
            >
              <div className="space-y-4">
                {pins.data && pins.data.items.length > 0 && (
                  <ReportMap
                    label="Open maintenance reports on the community map"
                    reports={pins.data.items}
                  />
                )}
                <ListState
                  error={open.error}
                  loading={!open.data}
                  loadingText="Loading the open reports..."
                  empty={open.data?.items.length === 0 ? 'No maintenance report is open.' : null}
                  onRetry={open.reload}
                >
                  <ReportList label="Open maintenance reports" reports={openPages.items} />
                  <LoadMore more={openPages.more} />
                </ListState>
              </div>
            </Section>
          </div>
        </div>
      )}
    </AdminPage>
  );
}
