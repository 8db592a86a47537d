import { useState } from 'react';
import type { ReportDetail } from '../../../shared/reports/reports.ts';
import { CommentControls } from './CommentControls.tsx';
import { NoticeControls } from './NoticeControls.tsx';
import { panelClass } from './panel.ts';
import { WorkflowControls } from './WorkflowControls.tsx';

/**
 * The board's controls on a report's page (docs/product/reports.md, "The board's screens"), shown
 * to those who may manage reports: who reported, the workflow's moves, internal notes and public
 * comments, and for a violation the notices to a home. Each write answers the report as it now is:
 * the panel works from that and hands it to the page (`onChange`) so its status and timeline follow.
 */
export function ReportBoardPanel({
  report,
  onChange,
}: {
  report: ReportDetail;
  onChange?: (report: ReportDetail) => void;
}) {
  const [latest, setLatest] = useState<ReportDetail | null>(null);
  // The newer of what the page holds and what the panel's last write answered.
  const current = latest && latest.id === report.id && latest.updatedAt >= report.updatedAt ? latest : report;
  const changed = (next: ReportDetail) => {
    setLatest(next);
    onChange?.(next);
  };
  return (
    <section aria-labelledby="board-panel-heading" className="space-y-4">
      <h2 id="board-panel-heading" className="text-xl font-semibold text-brand-950">
        For the board
      </h2>
      <div className={panelClass}>
        <p className="text-slate-800">
          Reported by <span className="font-semibold">{current.reporter}</span>
          <span className="text-sm text-slate-600"> (only admins see who reported)</span>
        </p>
      </div>
      <WorkflowControls key={current.status} report={current} onChange={changed} />
      <CommentControls report={current} onChange={changed} />
      {current.kind === 'violation' && <NoticeControls report={current} />}
    </section>
  );
}
